import {
  type ListItem,
  type ListListResponse,
  listMessages,
  messages,
  type TableView,
  type TaskStats,
  UserRole,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { expectRefusedFields } from '../../../test/expect-answer.ts';
import { signedIn } from '../../../test/factories.ts';
import { createTestInfluencer, createTestList, uniq } from '../../../test/influencer-factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { transaction } from '../../platform/db/transaction.ts';
import { createTask } from '../../platform/tasks/service.ts';

const t = await createTestApp();
const me = await signedIn(t, UserRole.Manager);
const other = await signedIn(t, UserRole.Admin);
const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = me.headers) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

describe('lists: /list/influencer', () => {
  it('creates, reads, renames and lists with member counts', async () => {
    const name = uniq('List ');
    const created = await req('POST', '/list/influencer', { name, description: 'Top RPG' });
    expect(created.statusCode).toBe(200);
    const list = created.json<ListItem>();
    expect(list).toMatchObject({ kind: 'influencer', name, description: 'Top RPG', itemsCount: 0 });
    const a = await createTestInfluencer(t);
    await req('POST', '/influencer/lists', { ids: [a.id], listIds: [list.id] });
    expect((await req('GET', `/list/influencer/${list.id}`)).json()).toMatchObject({
      itemsCount: 1,
    });
    const renamed = await req('PUT', `/list/influencer/${list.id}`, { name: `${name} 2` });
    expect(renamed.json()).toMatchObject({ name: `${name} 2`, description: 'Top RPG' });
    const page = await req('POST', '/list/influencer/list', {
      search: `${name} 2`,
      sort: { field: 'itemsCount', order: 'desc' },
    });
    expect(page.json<ListListResponse>()).toMatchObject({
      total: 1,
      items: [{ id: list.id, itemsCount: 1 }],
    });
  });

  it('keeps names unique per kind ignoring case, and requires one', async () => {
    const name = uniq('Dup');
    await req('POST', '/list/influencer', { name });
    const again = await req('POST', '/list/influencer', { name: name.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: listMessages.nameTaken,
      fields: { name: listMessages.nameTaken },
    });
    const blank = await req('POST', '/list/influencer', { name: ' ' });
    expect(blank.json().fields).toEqual({ name: messages.valueRequired });
    const second = (
      await req('POST', '/list/influencer', { name: uniq('Other') })
    ).json<ListItem>();
    expect((await req('PUT', `/list/influencer/${second.id}`, { name })).json().message).toBe(
      listMessages.nameTaken,
    );
  });

  it('answers 404 for unknown lists and an unknown kind is a 400', async () => {
    expect((await req('GET', '/list/influencer/999999999')).statusCode).toBe(404);
    expect((await req('PUT', '/list/influencer/999999999', { name: 'x' })).statusCode).toBe(404);
    expect((await req('POST', '/list/campaign/list', {})).statusCode).toBe(400);
  });

  it('deletes lists per id; members stay', async () => {
    const a = await createTestInfluencer(t);
    const list = await createTestList(t, uniq('del'), [a.id]);
    const response = await req('POST', '/list/influencer/delete', { ids: [list.id, 999999999] });
    expect(response.json()).toEqual({
      results: [
        { id: list.id, ok: true },
        { id: 999999999, ok: false, message: messages.notFound },
      ],
    });
    expect((await req('GET', `/influencer/${a.id}`)).json().lists).toEqual([]);
  });

  it('POST /influencer/lists adds to several lists, idempotently, per influencer', async () => {
    const a = await createTestInfluencer(t);
    const [l1, l2] = [await createTestList(t), await createTestList(t)];
    const body = { ids: [a.id, 999999999], listIds: [l1.id, l2.id] };
    for (let i = 0; i < 2; i++) {
      expect((await req('POST', '/influencer/lists', body)).json()).toEqual({
        results: [
          { id: a.id, ok: true },
          { id: 999999999, ok: false, message: messages.notFound },
        ],
      });
    }
    expect((await req('GET', `/list/influencer/${l1.id}`)).json().itemsCount).toBe(1);
    const unknown = await req('POST', '/influencer/lists', { ids: [a.id], listIds: [999999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ listIds: messages.notFound });
  });

  it('PUT /influencer/lists/merge moves every member into the target and deletes the source', async () => {
    const [a, b, c] = [
      await createTestInfluencer(t),
      await createTestInfluencer(t),
      await createTestInfluencer(t),
    ];
    const source = await createTestList(t, uniq('src'), [a.id, b.id]);
    const target = await createTestList(t, uniq('dst'), [b.id, c.id]);
    const response = await req('PUT', '/influencer/lists/merge', {
      id: source.id,
      targetId: target.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, itemsCount: 3 });
    expect((await req('GET', `/list/influencer/${source.id}`)).statusCode).toBe(404);
    const members = await req('POST', '/influencer/list', { filters: { listId: target.id } });
    expect(
      members
        .json()
        .items.map((i: { id: number }) => i.id)
        .sort(),
    ).toEqual([a.id, b.id, c.id].sort());
    const self = await req('PUT', '/influencer/lists/merge', {
      id: target.id,
      targetId: target.id,
    });
    expect(self.json().fields).toEqual({ targetId: listMessages.mergeIntoItself });
    expect(
      (await req('PUT', '/influencer/lists/merge', { id: target.id, targetId: 999999999 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('table views: /table-view/influencer', () => {
  const view = {
    name: uniq('View '),
    filters: { country: ['us'], subscribersMin: 1000, channelType: [1] },
    search: 'rpg',
    columns: ['mediaName', 'subscribersCount', 'country'],
    sort: { field: 'subscribersCount', order: 'desc' },
  };

  it('saves a view and reads it back as saved (filters normalised as the list reads them)', async () => {
    const created = await req('POST', '/table-view/influencer', view);
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<TableView>();
    expect(saved).toMatchObject({
      ...view,
      kind: 'influencer',
      filters: { country: ['US'], subscribersMin: 1000, channelType: [1] },
    });
    const listed = await req('POST', '/table-view/influencer/list', { search: view.name });
    expect(listed.json()).toMatchObject({
      total: 1,
      items: [{ id: saved.id, columns: view.columns }],
    });
    // the saved filters work as list filters unchanged
    expect(
      (await req('POST', '/influencer/list', { filters: saved.filters, search: saved.search }))
        .statusCode,
    ).toBe(200);
  });

  it('is personal: others neither see, change nor delete it', async () => {
    const saved = (
      await req('POST', '/table-view/influencer', { ...view, name: uniq('Mine ') })
    ).json<TableView>();
    const theirs = await req(
      'POST',
      '/table-view/influencer/list',
      { search: saved.name },
      other.headers,
    );
    expect(theirs.json().total).toBe(0);
    expect(
      (await req('PUT', `/table-view/influencer/${saved.id}`, { name: 'x' }, other.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await req('POST', '/table-view/influencer/delete', { ids: [saved.id] }, other.headers)
      ).json(),
    ).toEqual({
      results: [{ id: saved.id, ok: false, message: messages.notFound }],
    });
    // the same name is fine for another user
    expect(
      (await req('POST', '/table-view/influencer', { name: saved.name }, other.headers)).statusCode,
    ).toBe(200);
  });

  it('updates only what is sent; refuses unknown filters values, sort fields and duplicate names', async () => {
    const saved = (
      await req('POST', '/table-view/influencer', { ...view, name: uniq('Edit ') })
    ).json<TableView>();
    const renamed = await req('PUT', `/table-view/influencer/${saved.id}`, {
      name: `${saved.name}!`,
      columns: ['email'],
    });
    expect(renamed.json()).toMatchObject({
      name: `${saved.name}!`,
      columns: ['email'],
      search: 'rpg',
      sort: view.sort,
    });
    const badFilter = await req('PUT', `/table-view/influencer/${saved.id}`, {
      filters: { status: 9 },
    });
    expectRefusedFields(badFilter, ['filters.status']);
    const badSort = await req('POST', '/table-view/influencer', {
      name: uniq('S'),
      sort: { field: 'password', order: 'asc' },
    });
    expect(badSort.json().fields).toEqual({ 'sort.field': 'Unknown sort field' });
    const dup = await req('POST', '/table-view/influencer', {
      name: `${saved.name}!`.toUpperCase(),
    });
    expect(dup.json().fields).toEqual({ name: 'A view with this name already exists' });
  });

  it('deletes own views per id', async () => {
    const saved = (
      await req('POST', '/table-view/influencer', { name: uniq('Del ') })
    ).json<TableView>();
    expect(
      (await req('POST', '/table-view/influencer/delete', { ids: [saved.id] })).json(),
    ).toEqual({
      results: [{ id: saved.id, ok: true }],
    });
  });
});

describe('tasks: /task/{type}', () => {
  it('lists a type newest first, counts by status, and deletes per id', async () => {
    const made = await transaction(t.database.db, async (tx) => [
      await createTask(tx, {
        type: 'influencer-import',
        name: 'one.xlsx',
        total: 10,
        createdBy: me.id,
      }),
      await createTask(tx, {
        type: 'influencer-import',
        name: 'two.xlsx',
        total: 0,
        createdBy: other.id,
      }),
    ]);
    const mine = await req('GET', '/task/influencer-import?mine=true&limit=100');
    const items = mine.json<{
      items: Array<{ id: number; name: string; createdBy: unknown; progress: number }>;
    }>().items;
    expect(items.find((x) => x.id === made[0]?.id)).toMatchObject({
      name: 'one.xlsx',
      progress: 0,
      createdBy: { id: me.id, name: 'Test User' },
    });
    expect(items.some((x) => x.id === made[1]?.id)).toBe(false);
    const all = await req('GET', '/task/influencer-import?limit=100&status=pending');
    expect(all.json().items.some((x: { id: number }) => x.id === made[1]?.id)).toBe(true);

    const stats = (await req('GET', '/task/influencer-import/stats')).json<TaskStats>();
    expect(stats.pending).toBeGreaterThanOrEqual(2);
    expect(stats.total).toBe(stats.pending + stats.running + stats.completed + stats.failed);

    const deleted = await req('POST', '/task/delete', { ids: [made[0]?.id ?? 0, 999999999] });
    expect(deleted.json()).toEqual({
      results: [
        { id: made[0]?.id, ok: true },
        { id: 999999999, ok: false, message: messages.notFound },
      ],
    });
    expect((await req('GET', '/task/unknown-type')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/task/influencer-import' })).statusCode,
    ).toBe(401);
  });
});
