import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SynonymRow } from '@dokkho/contract/search';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../../../test/harness';
import { StaffSearchVocabularyPage } from './staff-search-vocabulary-page';

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const row = (phrase: string, replacement: string): SynonymRow => ({
  phrase,
  replacement,
  created_at: '2026-11-26T05:00:00.000Z',
});
const page = (results: SynonymRow[]) => ({ count: results.length, next: null, previous: null, results });
const PATH = '/staff/search-vocabulary';

describe('/staff/search-vocabulary', () => {
  it('lists the phrases, searches them through the address, and says when nothing matches', async () => {
    const calls = stubApi((call) => {
      if (call.path !== '/api/admin/search-synonyms/') return undefined;
      const search = new URLSearchParams(call.search).get('search');
      if (search === 'zzz') return json(page([]));
      return json(page(search ? [row('এক্সেল', 'excel')] : [row('chai', ''), row('এক্সেল', 'excel')]));
    });
    renderPage(<StaffSearchVocabularyPage />, PATH, PATH);
    const excel = within(await screen.findByRole('article', { name: 'এক্সেল' }));
    excel.getByText('excel');
    within(screen.getByRole('article', { name: 'chai' })).getByText('left out of the search');
    screen.getByText('2 phrases');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search phrases or English words' }), {
      target: { value: 'excel' },
    });
    fireEvent.submit(screen.getByRole('search', { name: 'Find search phrases' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'chai' })).toBeNull());
    expect(calls.at(-1)?.search).toContain('search=excel');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Find search phrases' }));
    await screen.findByText('No phrase matches “zzz”');
  });

  it('adds a phrase, shows the server’s refusal in the form, and edits and deletes one', async () => {
    let entries = [row('এক্সেল', 'excel')];
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/admin/search-synonyms/') return json(page(entries));
      if (call.method === 'POST') {
        const body = call.body as { phrase: string; replacement: string };
        if (body.phrase === 'এক্সেল')
          return json({ phrase: ['This phrase is already in the search vocabulary.'] }, 409);
        entries = [...entries, row(body.phrase, body.replacement)];
        return json(entries.at(-1), 201);
      }
      if (
        call.method === 'PUT' &&
        call.path === `/api/admin/search-synonyms/${encodeURIComponent('এক্সেল')}/`
      ) {
        entries = [row('এক্সেল', 'microsoft excel')];
        return json(entries[0]);
      }
      if (call.method === 'DELETE') {
        entries = [];
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderPage(<StaffSearchVocabularyPage />, PATH, PATH);
    await screen.findByRole('article', { name: 'এক্সেল' });

    fireEvent.click(screen.getByRole('button', { name: 'Add phrase' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Add a search phrase' }));
    fireEvent.change(dialog.getByLabelText('Phrase people type'), { target: { value: 'এক্সেল' } });
    fireEvent.change(dialog.getByLabelText(/English search words/), { target: { value: 'excel' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add phrase' }));
    await dialog.findByText('This phrase is already in the search vocabulary.');

    fireEvent.change(dialog.getByLabelText('Phrase people type'), { target: { value: '  ফিভার ' } });
    fireEvent.change(dialog.getByLabelText(/English search words/), { target: { value: 'fiverr' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add phrase' }));
    await screen.findByText('Added “ফিভার”. The next search uses it.');
    // The contract's schema normalised the phrase before it was sent.
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      phrase: 'ফিভার',
      replacement: 'fiverr',
    });
    await screen.findByRole('article', { name: 'ফিভার' });

    fireEvent.click(screen.getByRole('button', { name: 'Edit “এক্সেল”' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Edit search phrase' }));
    expect((dialog.getByLabelText(/English search words/) as HTMLInputElement).value).toBe('excel');
    fireEvent.change(dialog.getByLabelText(/English search words/), { target: { value: 'microsoft excel' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved “এক্সেল”.');

    const card = within(await screen.findByRole('article', { name: 'এক্সেল' }));
    await card.findByText('microsoft excel');
    fireEvent.click(card.getByRole('button', { name: 'Delete “এক্সেল”' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete “এক্সেল”?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete phrase' }));
    await screen.findByText('Removed “এক্সেল” from the search vocabulary.');
    await screen.findByText('The search vocabulary is empty');
  });
});
