import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CHAT_GREETING, CHAT_IDLE_EXPIRY_MS } from '@dokkho/contract/chat';
import { resetVisitorIpForTests } from '../api/visitor-ip';
import { resetHistoryForTests, setHistory } from '../lib/chat-history';
import { jsonResponse, renderChat } from '../test-utils';
import { ChatbotPage } from '../pages/chatbot-page';
import { ChatLauncher } from './chat-launcher';

beforeEach(() => {
  localStorage.clear();
  resetHistoryForTests();
  resetVisitorIpForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/chat/ask')
        ? jsonResponse({ answer: 'See [All courses](/allcourses).' })
        : jsonResponse({ ip: '203.0.113.9' }),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const openButton = () => screen.getByRole('button', { name: 'Open chat' });

describe('ChatLauncher (the floating chat of SPEC.md §2)', () => {
  it('opens and closes the chat window, loading it on the first open', async () => {
    renderChat(<ChatLauncher enabled />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openButton().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(openButton());
    const dialog = await screen.findByRole('dialog', { name: 'Dokkho Chatbot' });
    expect(dialog.textContent).toContain(CHAT_GREETING);
    screen.getByPlaceholderText('Type your message...');
    const close = screen.getByRole('button', { name: 'Close chat' });
    expect(close.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(openButton());
  });

  it('expands to full screen and back; Escape closes', async () => {
    renderChat(<ChatLauncher enabled />);
    fireEvent.click(openButton());
    const dialog = await screen.findByRole('dialog', { name: 'Dokkho Chatbot' });
    expect(dialog.dataset.expanded).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Expand to full screen' }));
    expect(dialog.dataset.expanded).toBe('true');
    expect(dialog.className).toContain('inset-0');
    // The floating button is covered: the window has its own close control.
    expect(screen.getAllByRole('button', { name: 'Close chat' })).toHaveLength(1);

    // Modal while full screen: Tab from the last control comes back to the first.
    const closeInWindow = screen.getByRole('button', { name: 'Close chat' });
    const exit = screen.getByRole('button', { name: 'Exit full screen' });
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(exit);
    fireEvent.keyDown(exit, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
    expect(closeInWindow).toBeTruthy();

    fireEvent.click(exit);
    expect(dialog.dataset.expanded).toBe('false');

    fireEvent.keyDown(screen.getByPlaceholderText('Type your message...'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(openButton());
  });

  it('gives focus back to the button after closing from full screen', async () => {
    renderChat(<ChatLauncher enabled />);
    fireEvent.click(openButton());
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Expand to full screen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(openButton());
  });

  it('continues the conversation of an earlier page', async () => {
    setHistory([
      { role: 'user', content: 'Do you have free classes?' },
      { role: 'assistant', content: 'Yes, see [free classes](/free-classes).' },
    ]);
    renderChat(<ChatLauncher enabled />);
    fireEvent.click(openButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Do you have free classes?');
    expect(screen.getByRole('link', { name: 'free classes' }).getAttribute('href')).toBe('/free-classes');
  });

  it('clears an open window to the greeting when the page unloads (pagehide)', async () => {
    setHistory([
      { role: 'user', content: 'Refunds?' },
      { role: 'assistant', content: 'Within 7 days.' },
    ]);
    renderChat(<ChatLauncher enabled />);
    fireEvent.click(openButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Refunds?');

    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // The window re-renders from the cleared store; under a loaded CI machine that can take a tick.
    await waitFor(() => expect(dialog.textContent).not.toContain('Refunds?'));
    expect(dialog.textContent).toContain(CHAT_GREETING);
  });

  it.each(['/chatbot', '/payment/12', '/quiz/3', '/resume/information/4'])('does not show on %s', (url) => {
    renderChat(<ChatLauncher enabled />, { url });
    expect(screen.queryByRole('button', { name: 'Open chat' })).toBeNull();
  });

  it('does not show where the shell turns it off (dashboards, the lesson player)', () => {
    renderChat(<ChatLauncher enabled={false} />, { url: '/newDashboard' });
    expect(screen.queryByRole('button', { name: 'Open chat' })).toBeNull();
  });
});

describe('idle expiry in an open window', () => {
  it('clears the window to the greeting after CHAT_IDLE_EXPIRY_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setHistory([{ role: 'user', content: 'Hello there' }]);
    renderChat(<ChatLauncher enabled />);
    fireEvent.click(openButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Hello there');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_IDLE_EXPIRY_MS + 5_000);
    });
    expect(dialog.textContent).not.toContain('Hello there');
    expect(dialog.textContent).toContain(CHAT_GREETING);
  });
});

describe('ChatbotPage (/chatbot)', () => {
  it('is the same chat as a page: title, greeting, an answer with a link', async () => {
    renderChat(<ChatbotPage />, { url: '/chatbot' });
    screen.getByRole('heading', { level: 1, name: 'Dokkho Chatbot' });
    screen.getByText(CHAT_GREETING);
    fireEvent.change(screen.getByPlaceholderText('Type your message...'), {
      target: { value: 'Which courses?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const link = await screen.findByRole('link', { name: 'All courses' }, { timeout: 3000 });
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/allcourses'));
  });
});
