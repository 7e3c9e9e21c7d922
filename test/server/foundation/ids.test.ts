import { isStoredId } from '../../../common/ids';
import { newId } from '../../../server/db/ids';

test('ids are stored ids, unique, and sort in the order one process made them', () => {
  const ids = Array.from({ length: 5000 }, () => newId());
  expect(ids.every(isStoredId)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual(ids);
});
