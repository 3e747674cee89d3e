import { describe, expect, it } from 'vitest';
import { educationTopics, paths } from './paths';

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
