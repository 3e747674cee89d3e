import { describe, expect, it } from 'vitest';
import { conversationOf } from '../../../../test/chat';
import { createAdmin, registerUser, useTestApp } from '../../../../test/helper';

const t = useTestApp();

describe('POST /api/chat/conversations/:id/typing', () => {
  it("is for the conversation's user and admins: others get 404, strangers 401", async () => {
    const admin = await createAdmin(t.app);
    const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
    const id = await conversationOf(t.app, user);
    const typing = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${id}/typing`,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    expect((await typing(user.cookie)).statusCode).toBe(204);
    expect((await typing(admin.cookie)).statusCode).toBe(204);
    expect((await typing(other.cookie)).statusCode).toBe(404);
    expect((await typing()).statusCode).toBe(401);
  });
});
