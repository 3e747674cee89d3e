// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dataSaverLabels } from '@sehat/core/data-saver/messages';
import { labels } from '@sehat/core/messages';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();
afterEach(() => {
  document.cookie = 'hemat_data=; Path=/; Max-Age=0';
});

const footer = async () => within(await screen.findByRole('contentinfo'));

describe('the footer\'s "Hemat data" switch (ADR 206)', () => {
  it('stops offering the map embed while it is on, and offers it again when turned off', async () => {
    const { user } = renderApp('/');
    const inFooter = await footer();
    const toggle = await inFooter.findByRole('switch', { name: dataSaverLabels.toggle });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(inFooter.getByRole('button', { name: labels.footer.showMap })).toBeTruthy();

    await user.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(inFooter.queryByRole('button', { name: labels.footer.showMap })).toBeNull();
    expect(inFooter.getByText(dataSaverLabels.mapSkipped)).toBeTruthy();
    expect(inFooter.getByRole('link', { name: new RegExp(labels.footer.openMap) })).toBeTruthy();
    expect(document.cookie).toContain('hemat_data=on');

    await user.click(toggle);
    expect(inFooter.getByRole('button', { name: labels.footer.showMap })).toBeTruthy();
    expect(document.cookie).toContain('hemat_data=off');
  });

  it('starts on when the device already chose it', async () => {
    document.cookie = 'hemat_data=on; Path=/';
    renderApp('/');
    const inFooter = await footer();
    const toggle = await inFooter.findByRole('switch', { name: dataSaverLabels.toggle });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(inFooter.queryByRole('button', { name: labels.footer.showMap })).toBeNull();
  });
});
