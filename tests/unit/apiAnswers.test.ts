import { describe, expect, it } from 'vitest';
import { nullWhenNotFound, rowsAndTotal } from '../../src/api/answers';
import { ApiError } from '../../src/api/errors';
import { CODE_NOT_FOUND } from '../../src/schemas/common';

describe('nullWhenNotFound', () => {
  it('passes the answer through', async () => {
    await expect(nullWhenNotFound(Promise.resolve({ data: 1 }))).resolves.toEqual({ data: 1 });
  });
  it('answers null for the server’s 404 and rethrows any other failure', async () => {
    await expect(
      nullWhenNotFound(Promise.reject(new ApiError('不存在', 'business', false, CODE_NOT_FOUND))),
    ).resolves.toBeNull();
    const other = new ApiError('服务器错误', 'business', true, 500);
    await expect(nullWhenNotFound(Promise.reject(other))).rejects.toBe(other);
    const network = new Error('offline');
    await expect(nullWhenNotFound(Promise.reject(network))).rejects.toBe(network);
  });
});

describe('rowsAndTotal', () => {
  it('keeps the server’s total, or counts the rows when it gives none', () => {
    expect(rowsAndTotal({ rows: ['a'], total: 41 })).toEqual({ rows: ['a'], total: 41 });
    expect(rowsAndTotal({ rows: ['a', 'b'] })).toEqual({ rows: ['a', 'b'], total: 2 });
    expect(rowsAndTotal({ rows: [], total: null })).toEqual({ rows: [], total: 0 });
  });
});
