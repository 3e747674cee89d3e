// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chatLabels } from '@sehat/core/chat/messages';
import { dataSaverLabels } from '@sehat/core/data-saver/messages';
import { chooseDataSaver } from '../../../lib/data-saver/data-saver-store';
import { FileAttachment } from './file-attachment';

const image = { id: 7, name: 'foto.jpg', mime: 'image/jpeg', size: 120_000, url: '/api/chat/files/7' };

afterEach(() => {
  cleanup();
  document.cookie = 'hemat_data=; Path=/; Max-Age=0';
});

describe('a chat image', () => {
  it('shows inline normally', () => {
    render(<FileAttachment file={image} />);
    expect(screen.getByRole('img', { name: chatLabels.imageAlt(image.name) })).toBeTruthy();
  });

  it('is a card opened only on request in low-data mode (ADR 206)', () => {
    chooseDataSaver(true);
    const { container } = render(<FileAttachment file={image} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(new RegExp(dataSaverLabels.imageSkipped))).toBeTruthy();
    const link = screen.getByRole('link', { name: `${dataSaverLabels.showImage} ${image.name}` });
    expect(link.getAttribute('href')).toBe(image.url);
  });
});
