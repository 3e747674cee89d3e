import { describe, expect, it } from 'vitest';
import { matchPage } from './page-paths';

describe('matchPage', () => {
  it('finds the screen of a path and its parameters', () => {
    expect(matchPage('/')).toEqual({ name: 'Home', params: {} });
    expect(matchPage('/tes-diri/')).toEqual({ name: 'TesDiri', params: {} });
    expect(matchPage('/hasil/ptsd/ya/berat')).toEqual({
      name: 'ResultIsPTSD',
      params: { hasil: 'ya', severity: 'berat' },
    });
    expect(matchPage('/hasil/psikotik')).toEqual({ name: 'ResultIsPsychotic', params: {} });
    expect(matchPage('/edukasi/ptsd')).toEqual({ name: 'EducationTopic', params: { topic: 'ptsd' } });
    expect(matchPage('/tes-diri/phq-9')).toEqual({ name: 'Screening', params: { screening: 'phq-9' } });
    expect(matchPage('/tes-diri/gad-7/hasil')).toEqual({
      name: 'ScreeningResult',
      params: { screening: 'gad-7' },
    });
    expect(matchPage('/program/aktivasi-perilaku/sesi/2')).toEqual({
      name: 'ProgramSession',
      params: { code: 'aktivasi-perilaku', nomor: '2' },
    });
    expect(matchPage('/admin/users')?.name).toBe('AdminUsers');
    expect(matchPage('/admin/lain/lagi')?.name).toBe('AdminUnknown');
  });

  it('knows no screen for other paths, topics the corner lacks or malformed escapes', () => {
    for (const path of [
      '/tidak-ada',
      '/edukasi/kanker',
      '/tes-diri/srq-29',
      '/tes-diri/phq9/hasil',
      '/edukasi/%E0%A4%A',
      '/forum/1',
      '/hasil/ptsd/a/b/c',
      '/program/tidak-ada',
    ]) {
      expect(matchPage(path), path).toBeUndefined();
    }
  });
});
