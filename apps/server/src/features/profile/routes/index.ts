import { profileMessages } from '@sehat/core/profile/messages';
import { avatarRules, profileUpdateSchema } from '@sehat/core/profile/schemas';
import { userResponseSchema } from '@sehat/core/user/user-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { invalidFields, unauthorized } from '../../../platform/http/errors';
import { filePart, formBody, readForm, type FormRules } from '../../../platform/http/read-form';
import { duplicateError, rethrowDuplicate } from '../../../platform/accounts/user-conflicts';
import { presentUser } from '../../../platform/accounts/user-presenter';
import deleteAccount from './delete-account';
import consent from './consent';
import dataExport from './export';

const photoRules: FormRules = {
  fileField: 'photo',
  maxFileBytes: avatarRules.maxBytes,
  fileTooLarge: profileMessages.imageTooLarge,
};

/** `/api/profile`: the logged-in user's own account; visitors get 401 before the body is read. */
const profile: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  await app.register(deleteAccount);
  await app.register(dataExport);
  await app.register(consent);

  app.get(
    '',
    {
      schema: {
        tags: ['profile'],
        summary: "The logged-in user's profile",
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ user: presentUser(request.user!) }),
  );

  app.patch(
    '',
    {
      schema: {
        tags: ['profile'],
        summary: 'Update name, email, address and optionally the avatar (multipart field `photo`)',
        consumes: ['multipart/form-data', 'application/json'],
        body: formBody(profileUpdateSchema.extend({ photo: filePart.optional() })),
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const current = request.user!;
      const form = await readForm(request, photoRules);
      const parsed = profileUpdateSchema.safeParse(form.fields);
      if (!parsed.success) throw invalidFields(parsed.error);
      // "Email sudah terdaftar" tells whether an address has an account, so tries to move to a
      // new address are counted before it is looked up (ADR 62).
      if (parsed.data.email !== current.email) {
        await app.rateLimiter.enforce('profile:email:account', { userId: current.id });
        await app.rateLimiter.enforce('profile:email:address', { ip: request.ip });
      }
      const duplicates = await app.usersRepository.findDuplicates({ email: parsed.data.email }, current.id);
      if (duplicates.length) throw duplicateError(duplicates);

      // The new image is stored before the row changes; on any failure it is removed again,
      // so the old avatar and the old data stay exactly as they were.
      const avatar = form.file ? await app.avatars.store(form.file.stagedPath) : undefined;
      try {
        const updated = await app.usersRepository.updateProfile(
          current.id,
          parsed.data,
          avatar,
          app.emailVerification.emailChanged,
        );
        if (!updated) throw unauthorized();
        if (avatar) await app.fileStorage.remove(current.photoPath);
        return { user: presentUser(updated) };
      } catch (error) {
        await app.fileStorage.remove(avatar?.path);
        rethrowDuplicate(error);
      }
    },
  );
};

export default profile;
