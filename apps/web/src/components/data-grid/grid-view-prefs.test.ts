import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.ts';
import {
  defaultGridViewPrefs,
  gridViewKey,
  readGridViewPrefs,
  writeGridViewPrefs,
} from './grid-view-prefs.ts';

describe('grid view preferences', () => {
  it('keeps columns and density per user and per table', () => {
    const storage = memoryStorage();
    writeGridViewPrefs(storage, 7, 'campaign-creators', {
      columns: { channels: true, views: false },
      density: 'compact',
    });
    expect(readGridViewPrefs(storage, 7, 'campaign-creators')).toEqual({
      columns: { channels: true, views: false },
      density: 'compact',
    });
    expect(readGridViewPrefs(storage, 8, 'campaign-creators')).toEqual(defaultGridViewPrefs);
    expect(readGridViewPrefs(storage, 7, 'products')).toEqual(defaultGridViewPrefs);
    expect([...storage.data.keys()]).toEqual([gridViewKey(7, 'campaign-creators')]);
  });

  it('stores nothing for the defaults', () => {
    const storage = memoryStorage();
    writeGridViewPrefs(storage, 7, 'team', { columns: { role: false }, density: 'standard' });
    writeGridViewPrefs(storage, 7, 'team', defaultGridViewPrefs);
    expect(storage.data.size).toBe(0);
  });

  it('drops what it cannot read, one field at a time', () => {
    const storage = memoryStorage();
    const key = gridViewKey(7, 'lists');
    storage.setItem(key, '{not json');
    expect(readGridViewPrefs(storage, 7, 'lists')).toEqual(defaultGridViewPrefs);
    storage.setItem(key, JSON.stringify({ columns: { a: true, b: 'yes' }, density: 'huge' }));
    expect(readGridViewPrefs(storage, 7, 'lists')).toEqual({
      columns: { a: true },
      density: 'standard',
    });
    storage.setItem(key, JSON.stringify(['compact']));
    expect(readGridViewPrefs(storage, 7, 'lists')).toEqual(defaultGridViewPrefs);
  });

  it('survives storage that refuses writes', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      writeGridViewPrefs(storage, 7, 'team', { columns: {}, density: 'compact' }),
    ).not.toThrow();
  });
});
