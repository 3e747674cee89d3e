import fp from 'fastify-plugin';

/** The member's linked WhatsApp number, in full, in their data export (ADR 233). */
export default fp(
  async (app) => {
    app.dataExporter.section('whatsapp', async (user) => {
      const link = await app.whatsappLinking.linkOf(user.id);
      return link ? { phone: link.phone, linkedAt: link.linkedAt.toISOString() } : null;
    });
  },
  { name: 'whatsapp-export', dependencies: ['whatsapp-linking', 'data-export'] },
);
