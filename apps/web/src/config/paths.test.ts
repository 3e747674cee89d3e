import { describe, expect, it } from 'vitest';
import { educationTopics, externalLinks, paths } from './paths';

describe('paths', () => {
  it('spells the spec routes', () => {
    expect(paths.Home.getHref()).toBe('/');
    expect(paths.TesDiri.getHref()).toBe('/tes-diri');
    expect(paths.Profile.getHref()).toBe('/profile');
    expect(paths.ChangePassword.getHref()).toBe('/ubah-kata-sandi');
    expect(paths.AdminForumUser.getHref()).toBe('/admin/forum-user');
    expect(paths.AdminModeration.getHref()).toBe('/admin/moderasi');
  });

  it("opens a user's conversation in the inbox", () => {
    expect(paths.AdminChat.getHref()).toBe('/admin/chat');
    expect(paths.AdminChat.getHref(42)).toBe('/admin/chat?user=42');
  });

  it('fills the optional result params', () => {
    expect(paths.ResultIsPsychotic.getHref()).toBe('/hasil/psikotik');
    expect(paths.ResultIsPsychotic.getHref('Berat')).toBe('/hasil/psikotik/Berat');
    expect(paths.ResultIsPTSD.getHref()).toBe('/hasil/ptsd');
    expect(paths.ResultIsPTSD.getHref({ hasil: 'Gejala PTSD', severity: 'Sedang' })).toBe(
      '/hasil/ptsd/Gejala%20PTSD/Sedang',
    );
    // A severity without hasil cannot be expressed by the pattern; it is dropped.
    expect(paths.ResultIsPTSD.getHref({ severity: 'Sedang' })).toBe('/hasil/ptsd');
  });

  it('links the education topics and hashes', () => {
    expect(educationTopics.map((t) => paths.EducationTopic.getHref(t))).toEqual([
      '/edukasi/neurosis',
      '/edukasi/psikotik',
      '/edukasi/ptsd',
      '/edukasi/depresi',
      '/edukasi/anxiety',
    ]);
    expect(paths.Education.getHref('ruang-artikel')).toBe('/edukasi#ruang-artikel');
    expect(paths.Education.getHref('ruang-artikel', 'ptsd')).toBe('/edukasi?kategori=ptsd#ruang-artikel');
  });

  it("names the admin journal screen's views", () => {
    expect(paths.AdminJournal.getHref()).toBe('/admin/journal');
    expect(paths.AdminJournal.getHref({ kategori: 'psikotik' })).toBe('/admin/journal?kategori=psikotik');
    expect(paths.AdminJournal.getHref({ kategori: 'ptsd', tambah: true })).toBe(
      '/admin/journal?kategori=ptsd&tambah=1',
    );
    expect(paths.AdminJournal.getHref({ tambah: true })).toBe('/admin/journal?tambah=1');
  });
});

describe('externalLinks', () => {
  it('dials, mails and opens WhatsApp', () => {
    expect(externalLinks.tel('119,8')).toBe('tel:119,8');
    expect(externalLinks.mail('halo@sehatjiwa.id')).toBe('mailto:halo@sehatjiwa.id');
    expect(externalLinks.whatsapp('6281234567890')).toBe('https://wa.me/6281234567890');
  });

  it('frames the map around the configured point', () => {
    const { page, embed } = externalLinks.map({ lat: 0.5071, lon: 101.4478 });
    expect(page).toBe('https://www.openstreetmap.org/?mlat=0.5071&mlon=101.4478#map=13/0.5071/101.4478');
    expect(embed).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=101.3778,0.4371,101.5178,0.5771&layer=mapnik',
    );
  });
});
