import { chatLabels } from '@sehat/core/chat/messages';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { startGraphStandIn, type GraphStandIn } from '../../server/test/graph-stand-in';
import { voiceNoteBytes } from '../../server/test/voice-note';
import {
  audioDelivery,
  signatureOf,
  textDelivery,
  whatsappTestSettings,
} from '../../server/test/whatsapp-deliveries';
import { firstAdmin, logInAsFirstAdmin } from './support/first-admin';
import { startServer, type RunningServer } from './support/server';
import { expect, test } from './support/test';

// This journey runs its own server: the WhatsApp channel is on only with its four settings,
// and its Graph API is a local stand-in that checks the token and records every call.
let graph: GraphStandIn;
let server: RunningServer;
const adminPassword = 'kepala-rahasia-wa';

test.beforeAll(async () => {
  graph = await startGraphStandIn(whatsappTestSettings.accessToken);
  server = await startServer({
    ADMIN_USERNAME: firstAdmin,
    ADMIN_PASSWORD: adminPassword,
    WHATSAPP_PHONE_NUMBER_ID: whatsappTestSettings.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: whatsappTestSettings.accessToken,
    WHATSAPP_APP_SECRET: whatsappTestSettings.appSecret,
    WHATSAPP_VERIFY_TOKEN: whatsappTestSettings.verifyToken,
    WHATSAPP_GRAPH_URL: graph.url,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await server?.remove();
  await graph?.close();
});

test('a WhatsApp message reaches the counsellors inbox and the reply goes back through the Graph API', async ({
  browser,
}) => {
  test.slow();
  const number = '6281234567890';
  const deliver = async (payload: object) => {
    const raw = JSON.stringify(payload);
    const delivered = await fetch(`${server.baseUrl}/api/channels/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw) },
      body: raw,
    });
    expect(delivered.status).toBe(200);
  };
  await deliver(textDelivery(number, 'wamid.e2e-1', 'Halo, saya butuh teman bicara', 'Sari Wening'));
  // The first message is answered at once with the crisis numbers, before any counsellor.
  await expect.poll(() => graph.calls.filter((call) => call.body.to === number).length).toBeGreaterThan(0);
  expect(graph.calls[0]!.body.text?.body).toContain('112');

  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await logInAsFirstAdmin(page, adminPassword);
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/chat');
  const entry = page.getByRole('list', { name: chatLabels.userList }).getByRole('listitem').filter({
    hasText: 'Sari Wening',
  });
  await expect(entry).toContainText(whatsappMessages.channelLabel);
  await entry.getByRole('button').click();
  const conversation = page.getByRole('region', { name: 'Sari Wening' });
  await expect(conversation).toContainText('Halo, saya butuh teman bicara');
  await expect(conversation).toContainText(whatsappMessages.channelLabel);

  // A voice note is downloaded from the Graph API and plays in the thread (ADR 237).
  graph.media.set('media-e2e-voice', { mime: 'audio/ogg; codecs=opus', bytes: voiceNoteBytes() });
  await deliver(audioDelivery(number, 'wamid.e2e-2', 'media-e2e-voice'));
  const player = conversation.getByLabel(chatLabels.audioPlayer('Pesan suara WhatsApp.ogg'));
  await expect(player).toBeVisible();
  await expect(conversation.getByText(chatLabels.audioTitle, { exact: true })).toBeVisible();
  const playerBox = (await player.boundingBox())!;
  const threadBox = (await conversation.getByRole('log', { name: chatLabels.messageList }).boundingBox())!;
  expect(playerBox.x + playerBox.width).toBeLessThanOrEqual(threadBox.x + threadBox.width);
  await page.screenshot({ path: test.info().outputPath('voice-note.png') });

  const reply = 'Halo Sari, saya Kepala dari tim konselor. Ceritakan pelan-pelan, saya di sini.';
  await conversation.getByLabel(chatLabels.messageLabel, { exact: true }).fill(reply);
  await conversation.getByRole('button', { name: chatLabels.send }).click();
  await expect
    .poll(() => graph.calls.some((call) => call.body.to === number && call.body.text?.body === reply))
    .toBe(true);
  expect(graph.refused).toBe(0);
  await context.close();
});
