import { expect } from 'vitest';
import type { logoutMachine } from '../../machines/logout.machine';
import { logoutModel } from './models/logout.model';
import { describeModel } from './runner';
import type { Meaning } from './runner';

const meaning: Meaning<typeof logoutMachine> = {
  idle: (s, rec) => {
    expect(['init', 'logout.cancel']).toContain(rec.via);
    expect(rec.log.filter((e) => e.kind !== 'step')).toEqual([]); // nothing posted, nothing cleared
    expect(s.can({ type: 'logout.request' })).toBe(true);
  },
  confirming: (s, rec) => {
    expect(rec.via).toBe('logout.request');
    expect(rec.inStep()).toEqual([]);
    expect(s.can({ type: 'logout.confirm' })).toBe(true);
    expect(s.can({ type: 'logout.cancel' })).toBe(true);
  },
  loggingOut: (s, rec) => {
    expect(rec.via).toBe('logout.confirm');
    expect(rec.inStep()).toEqual(['start:postLogout']);
    expect(s.can({ type: 'logout.cancel' })).toBe(false);
  },
  loggedOut: (s, rec) => {
    // The session is cleared and the page reloads whether the POST succeeded or failed.
    expect(['done:postLogout', 'error:postLogout']).toContain(rec.via);
    expect(rec.inStep()).toEqual(['settle:postLogout', 'clearSession', 'reloadPage']);
    expect(s.status).toBe('done');
  },
};

describeModel(logoutModel, meaning);
