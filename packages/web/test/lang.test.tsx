// @vitest-environment happy-dom
/**
 * zh-CN and English switch at any time (issue 15): the interface's own texts and the engine's
 * messages (rendered from the game's catalog) change together, the choice is kept for the next
 * visit, and what is being decided is not lost.
 */
import type { Decision } from '@arbiter/kernel';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DecisionPanel } from '../src/decide/widgets.tsx';
import { initialLang, LangProvider, LangSwitch } from '../src/i18n.tsx';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const decision: Decision = {
  player: 0,
  kind: 'mulligan',
  prompt: { key: 'fftcg.mulligan' },
  rule: 'FFTCG 8.2.1.4',
  domain: {
    type: 'pick',
    min: 1,
    max: 1,
    options: [
      { id: 'keep', label: { key: 'fftcg.keep' } },
      { id: 'mull', label: { key: 'fftcg.mull' } },
    ],
  },
};

function Page() {
  return (
    <LangProvider initial="en">
      <LangSwitch />
      <DecisionPanel
        gameId="fftcg"
        decision={decision}
        selected={[]}
        setSelected={() => {}}
        onAnswer={() => {}}
      />
    </LangProvider>
  );
}

describe('language switch', () => {
  it('switches the interface and the engine messages together, and back', () => {
    render(<Page />);
    const texts = () => ({
      who: document.querySelector('.decision-who')!.textContent,
      prompt: screen.getByTestId('prompt').textContent,
      keep: document.querySelector('[data-option="keep"]')!.textContent,
      button: screen.getByTestId('lang-switch').textContent,
    });
    const en = texts();
    expect(en.who).toBe('Your decision');
    expect(en.button).toBe('中文');
    fireEvent.click(screen.getByTestId('lang-switch'));
    const zh = texts();
    expect(zh.who).toBe('轮到你决定');
    expect(zh.button).toBe('English');
    // The engine's messages come from the game's catalog in the new language.
    expect(zh.prompt).not.toBe(en.prompt);
    expect(zh.prompt).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.keep).toMatch(/[\u4e00-\u9fff]/);
    expect(document.documentElement.lang).toBe('zh-CN');
    // The open decision is still there, with the same options.
    expect([...document.querySelectorAll('[data-option]')].length).toBe(2);
    fireEvent.click(screen.getByTestId('lang-switch'));
    expect(texts()).toEqual(en);
  });

  it('remembers the choice for the next visit', () => {
    render(<Page />);
    fireEvent.click(screen.getByTestId('lang-switch'));
    expect(localStorage.getItem('arbiter.lang')).toBe('zh');
    expect(initialLang()).toBe('zh');
  });
});
