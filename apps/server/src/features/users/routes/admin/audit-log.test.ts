import { describe, expect, it, vi } from 'vitest';
import { deletedAccountName } from '../../../../platform/audit/deleted-account-name';
import { useTestApp } from '../../../../../test/helper';
import { useAdmin } from '../../../../../test/inject-as';

const t = useTestApp();
const { admin, call } = useAdmin(t);

type Entry = {
  id: number;
  action: string;
  actor: object;
  target: { id: number; username: string };
  details: object;
  createdAt: string;
};

describe('GET /api/admin/audit-log', () => {
  it('lists create, update, role change and delete, newest first, with who/what/when and no secrets; the deleted account by its pseudonym', async () => {
    const created = await call('POST', '/api/admin/users', {
      username: 'dicatat',
      email: 'dicatat@contoh.id',
      password: 'rahasiaAwal1',
    });
    const { id } = created.json().user;
    await call('PUT', `/api/admin/users/${id}`, {
      username: 'dicatat',
      email: 'dicatat@contoh.id',
      fullName: 'Dicatat',
      address: '',
      role: 'admin',
      password: 'rahasiaBaru2',
    });
    await call('DELETE', `/api/admin/users/${id}`);

    const response = await call('GET', '/api/admin/audit-log');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/rahasiaAwal1|rahasiaBaru2|argon|hash|dicatat/i);
    const { entries, nextCursor } = response.json<{ entries: Entry[]; nextCursor: string | null }>();
    expect(nextCursor).toBeNull();
    const actor = { id: admin.id, username: admin.username };
    const target = { id, username: deletedAccountName(id) };
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        action: 'user.deleted',
        actor,
        target,
        details: { role: 'admin' },
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        action: 'user.role_changed',
        actor,
        target,
        details: { from: 'user', to: 'admin' },
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        action: 'user.updated',
        actor,
        target,
        details: { changed: ['fullName', 'password'] },
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        action: 'user.created',
        actor,
        target,
        details: { role: 'user' },
        createdAt: expect.any(String),
      },
    ]);
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect(times.every((time) => Math.abs(Date.now() - time) < 60_000)).toBe(true);
  });

  it('writes the entry in the same transaction as the change: no entry, no change', async () => {
    const record = vi.spyOn(t.app.auditLog, 'record').mockRejectedValueOnce(new Error('log unavailable'));
    try {
      const response = await call('POST', '/api/admin/users', {
        username: 'tanpajejak',
        email: 'tanpajejak@contoh.id',
        password: 'rahasia1',
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('log unavailable');
    } finally {
      record.mockRestore();
    }
    const search = (await call('GET', '/api/admin/users?q=tanpajejak')).json();
    expect(search.total).toBe(0);
  });

  it('pages with a cursor and rejects a foreign one', async () => {
    for (let i = 0; i < 5; i++) {
      await call('POST', '/api/admin/users', {
        username: `halaman${i}`,
        email: `halaman${i}@contoh.id`,
        password: 'rahasia1',
      });
    }
    const first = (await call('GET', '/api/admin/audit-log?limit=3')).json();
    expect(first.entries).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await call('GET', `/api/admin/audit-log?limit=3&cursor=${first.nextCursor}`)).json();
    const ids = [...first.entries, ...second.entries].map((e: Entry) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await call('GET', '/api/admin/audit-log?cursor=bukan')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit-log?limit=500')).statusCode).toBe(400);
  });
});
