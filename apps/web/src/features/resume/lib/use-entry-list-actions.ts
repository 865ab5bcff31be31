import { useRef } from 'react';

/** What the actions need of a react-hook-form useFieldArray. */
interface EntryArray<T> {
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  insert: (index: number, value: T) => void;
}

/**
 * BuilderEntryList's onMove, onRemove and onRestore for one useFieldArray: a removed entry is kept (with
 * where it stood) until Undo puts it back or the next removal replaces it. `read` gives an entry's value.
 */
export function useEntryListActions<T>(list: EntryArray<T>, read: (index: number) => NoInfer<T>) {
  const removed = useRef<{ index: number; value: T } | null>(null);
  return {
    onMove: (from: number, to: number) => list.move(from, to),
    onRemove: (index: number) => {
      removed.current = { index, value: read(index) };
      list.remove(index);
    },
    onRestore: () => {
      if (removed.current) list.insert(removed.current.index, removed.current.value);
      removed.current = null;
    },
  };
}
