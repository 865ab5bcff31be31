import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAT_GREETING, CHAT_PLACEHOLDER, CHAT_TYPEWRITER_MS, CHAT_WORD_LIMIT } from '@dokkho/contract/chat';
import { SITE } from '@dokkho/contract/site';
import { resetVisitorIpForTests } from '../api/visitor-ip';
import { HISTORY_KEY, resetHistoryForTests } from '../lib/chat-history';
import { jsonResponse, renderChat } from '../test-utils';
import { ChatPanel } from './chat-panel';

type Handler = (url: string, init?: RequestInit) => Promise<Response>;

let askCalls: { question: string; type: string; ip: string | null }[];

function mockFetch(ask: Handler, ip: Handler = async () => jsonResponse({ ip: '203.0.113.9' })) {
  askCalls = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/chat/ask')) {
      askCalls.push(JSON.parse(String(init?.body)));
      return ask(url, init);
    }
    if (url.includes('/site/ip/')) return ip(url, init);
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const box = () => screen.getByPlaceholderText(CHAT_PLACEHOLDER) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const bubbles = (role: 'user' | 'assistant') =>
  Array.from(document.querySelectorAll(`[data-role="${role}"]`)).map((node) =>
    node.textContent?.replace(/^(You|Dokkho): /, ''),
  );

function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
}

beforeEach(() => {
  localStorage.clear();
  resetHistoryForTests();
  resetVisitorIpForTests();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ChatPanel', () => {
  it('starts with the greeting and the placeholder of SPEC.md §2', () => {
    mockFetch(async () => jsonResponse({ answer: 'x' }));
    renderChat(<ChatPanel />);
    expect(bubbles('assistant')).toEqual([CHAT_GREETING]);
    expect(box().placeholder).toBe('Type your message...');
  });

  it('does not send an empty or whitespace-only message', async () => {
    mockFetch(async () => jsonResponse({ answer: 'x' }));
    renderChat(<ChatPanel />);
    type('   \n\t  ');
    fireEvent.click(sendButton());
    fireEvent.keyDown(box(), { key: 'Enter' });
    await act(async () => {});
    expect(askCalls).toEqual([]);
    expect(bubbles('user')).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Dokkho is typing' })).toBeNull();
  });

  it('sends {question, type "3.5", ip, language}, shows the typing indicator and disables Send while waiting', async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    renderChat(<ChatPanel />);
    type('  How much is   the Excel course? ');
    fireEvent.keyDown(box(), { key: 'Enter' });

    await screen.findByRole('status', { name: 'Dokkho is typing' });
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(box().value).toBe('');
    expect(bubbles('user')).toEqual(['How much is the Excel course?']);
    await waitFor(() =>
      expect(askCalls).toEqual([
        { question: 'How much is the Excel course?', type: '3.5', ip: '203.0.113.9', language: 'en' },
      ]),
    );

    // A second send while waiting goes nowhere.
    type('Another question');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(askCalls).toHaveLength(1);

    answer.resolve(jsonResponse({ answer: 'It costs 1,500 taka.' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Dokkho is typing' })).toBeNull());
    expect(sendButton()).toHaveProperty('disabled', false);
    await waitFor(() => expect(bubbles('assistant')).toEqual([CHAT_GREETING, 'It costs 1,500 taka.']));
    // The box kept what the visitor typed meanwhile.
    expect(box().value).toBe('Another question');
  });

  it('does not send Enter with Shift (a new line) or while an input method is composing', async () => {
    mockFetch(async () => jsonResponse({ answer: 'x' }));
    renderChat(<ChatPanel />);
    type('বিকাশ');
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    await act(async () => {});
    expect(askCalls).toEqual([]);
  });

  it('reveals the answer one span every 30 ms (typewriter)', async () => {
    vi.useFakeTimers();
    mockFetch(async () => jsonResponse({ answer: 'Try [Excel Essentials](/courseDetails/2) today' }));
    renderChat(<ChatPanel />);
    type('excel');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const answer = () => bubbles('assistant')[1];
    expect(answer()).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_TYPEWRITER_MS);
    });
    expect(answer()).toBe('Try ');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_TYPEWRITER_MS);
    });
    expect(answer()).toBe('Try Excel Essentials');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_TYPEWRITER_MS);
    });
    expect(answer()).toBe('Try Excel Essentials today');
    // The whole answer is announced once for screen readers.
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Try Excel Essentials today');
  });

  it('shows the answer at once with prefers-reduced-motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    mockFetch(async () => jsonResponse({ answer: 'One two three four five' }));
    renderChat(<ChatPanel />);
    type('hi');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(bubbles('assistant')[1]).toBe('One two three four five'));
  });

  it.each([
    ['an error status', async () => jsonResponse({ detail: 'Server error' }, 500)],
    ['no reply', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body without answer', async () => jsonResponse({ text: 'hi' })],
  ])('on %s only stops the indicator, and gives the words back to resend', async (_name, fail) => {
    mockFetch(fail);
    renderChat(<ChatPanel />);
    type('Do you have a refund policy?');
    fireEvent.click(sendButton());
    await screen.findByRole('status', { name: 'Dokkho is typing' });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Dokkho is typing' })).toBeNull());
    expect(bubbles('assistant')).toEqual([CHAT_GREETING]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box().value).toBe('Do you have a refund policy?');
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('sends ip null when the IP lookup fails, is off, or takes longer than 3 s', async () => {
    mockFetch(
      async () => jsonResponse({ answer: 'ok' }),
      async () => jsonResponse({ detail: 'nope' }, 503),
    );
    renderChat(<ChatPanel />);
    type('hello');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() =>
      expect(askCalls).toEqual([{ question: 'hello', type: '3.5', ip: null, language: 'en' }]),
    );
  });

  it('does not wait more than 3 s for a hanging IP lookup', async () => {
    vi.useFakeTimers();
    mockFetch(
      async () => jsonResponse({ answer: 'ok' }),
      () => new Promise<Response>(() => {}),
    );
    renderChat(<ChatPanel />);
    type('hello');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_900);
    });
    expect(askCalls).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(askCalls).toEqual([{ question: 'hello', type: '3.5', ip: null, language: 'en' }]);
  });

  it('makes no lookup when the site config turns it off', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ answer: 'ok' }));
    renderChat(<ChatPanel />, { siteConfig: { google: null, chat: { ip_lookup_url: null } } });
    type('hello');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() =>
      expect(askCalls).toEqual([{ question: 'hello', type: '3.5', ip: null, language: 'en' }]),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/chat/ask']);
  });

  it('cuts the input to its first 150 words and shows the count near the limit', async () => {
    mockFetch(async () => jsonResponse({ answer: 'ok' }));
    renderChat(<ChatPanel />);
    const words = Array.from({ length: 200 }, (_, i) => `word${i + 1}`);
    type(words.slice(0, 100).join(' '));
    expect(screen.queryByText(/\/150 words/)).toBeNull();
    type(words.slice(0, 135).join(' '));
    screen.getByText('135/150 words');
    type(words.join(' '));
    expect(box().value).toBe(words.slice(0, CHAT_WORD_LIMIT).join(' '));
    screen.getByText('150/150 words');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(askCalls[0]?.question.split(' ')).toHaveLength(CHAT_WORD_LIMIT));
  });

  it('renders links of an answer as router links and nothing unsafe', async () => {
    mockFetch(async () =>
      jsonResponse({
        answer: `See [Excel Essentials](/courseDetails/2), [WhatsApp us](${SITE.whatsappHref}), [Win](https://evil.example), [Prize](//evil.example/x), [bKash help](https://www.bkash.com) and [x](javascript:alert\`1\`) <img src=x onerror=alert(1)>`,
      }),
    );
    renderChat(<ChatPanel />);
    type('excel');
    fireEvent.keyDown(box(), { key: 'Enter' });
    const link = await screen.findByRole('link', { name: 'Excel Essentials' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/courseDetails/2');
    const support = await screen.findByRole('link', { name: 'WhatsApp us' });
    expect(support.getAttribute('href')).toBe(SITE.whatsappHref);
    expect(support.getAttribute('target')).toBe('_blank');
    expect(support.getAttribute('rel')).toContain('noopener');
    await waitFor(() => expect(bubbles('assistant')[1]).toContain('<img src=x onerror=alert(1)>'));
    // Other origins (issue 14 item 4) are their label as text, like other schemes.
    expect(bubbles('assistant')[1]).toContain(', Win, Prize, bKash help and');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(document.querySelector('a[href*="evil"], a[href*="bkash"]')).toBeNull();
    expect(document.querySelector('img')).toBeNull();

    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/courseDetails/2'));
  });

  it('restores a saved conversation without typing it out again, and saves new turns', async () => {
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify([
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello! Ask me about [courses](/allcourses).' },
      ]),
    );
    mockFetch(async () => jsonResponse({ answer: 'Certificates come after the final quiz.' }));
    renderChat(<ChatPanel />);
    expect(bubbles('user')).toEqual(['Hi']);
    expect(bubbles('assistant')).toEqual([CHAT_GREETING, 'Hello! Ask me about courses.']);
    within(screen.getByTestId('chat-messages')).getByRole('link', { name: 'courses' });

    type('Certificates?');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual([
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello! Ask me about [courses](/allcourses).' },
        { role: 'user', content: 'Certificates?' },
        { role: 'assistant', content: 'Certificates come after the final quiz.' },
      ]),
    );
  });
});
