import { noFigures } from '@sehat/core/reports/figures';
import { describe, expect, it } from 'vitest';
import { presentChatFigures } from './presenter';

describe('presentChatFigures', () => {
  it('publishes the median and the share within target only from 10 conversations and 10 answered in time', () => {
    const seconds = (n: number) => Array.from({ length: n }, (_, i) => (i + 1) * 60);
    expect(
      presentChatFigures({ ...noFigures, conversations: 9, responseSeconds: seconds(9), withinTarget: 9 }),
    ).toEqual({ conversations: null, firstResponseP50Seconds: null, withinTarget: null });
    expect(
      presentChatFigures({ ...noFigures, conversations: 20, responseSeconds: seconds(12), withinTarget: 9 }),
    ).toEqual({ conversations: 20, firstResponseP50Seconds: 360, withinTarget: null });
    expect(
      presentChatFigures({ ...noFigures, conversations: 20, responseSeconds: seconds(12), withinTarget: 15 }),
    ).toEqual({ conversations: 20, firstResponseP50Seconds: 360, withinTarget: 0.75 });
  });
});
