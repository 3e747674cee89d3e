import { describe, expect, it } from 'vitest';
import { worksOffline } from './offline-pages';

describe('worksOffline', () => {
  it('names the tests, their results, help and the plan as pages that work offline', () => {
    for (const path of [
      '/',
      '/tes-diri',
      '/tes-diri/phq-9',
      '/tes-diri/gad-7/hasil',
      '/hasil/normal',
      '/hasil/psikotik/berat',
      '/hasil/ptsd',
      '/bantuan',
      '/rencana-keamanan',
      '/program',
      '/program/aktivasi-perilaku/sesi/3',
    ]) {
      expect(worksOffline(path), path).toBe(true);
    }
  });

  it('leaves out pages that need the server, and unknown paths', () => {
    for (const path of [
      '/forum',
      '/edukasi',
      '/layanan',
      '/profile',
      '/login',
      '/cek-kabar',
      '/tes-diri/xyz',
      '/program/tidak-ada',
      '/hasil-layanan',
      '/nope',
    ]) {
      expect(worksOffline(path), path).toBe(false);
    }
  });
});
