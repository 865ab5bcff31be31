import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

/**
 * A list reordered by drag and drop (mouse, touch) and by keyboard (dnd-kit: focus the handle, Space to
 * pick up, arrows to move, Space to drop, Escape to cancel), with what happens said to screen readers in
 * the language on screen. `onReorder` gets the ids in their new order.
 */
export function SortableList<T>({
  items,
  idOf,
  labelOf,
  onReorder,
  children,
  className,
}: {
  items: readonly T[];
  idOf: (item: T) => string;
  labelOf: (item: T) => string;
  onReorder: (ids: string[]) => void;
  children: (item: T, handle: ReactNode, index: number) => ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const label = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => idOf(candidate) === String(id));
    return item ? labelOf(item) : '';
  };
  const place = (id: UniqueIdentifier | undefined) => format.number(ids.indexOf(String(id)) + 1);
  const total = format.number(ids.length);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const name = label(active.id);
      const at = place(active.id);
      return t`Picked up ${name}, at ${at} of ${total}. Use the arrow keys to move, Space to drop, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) => {
      const name = label(active.id);
      const at = place(over?.id);
      return over ? t`${name} moved to ${at} of ${total}.` : '';
    },
    onDragEnd: ({ active, over }) => {
      const name = label(active.id);
      const at = place(over?.id);
      return over ? t`${name} dropped at ${at} of ${total}.` : t`${name} dropped.`;
    },
    onDragCancel: ({ active }) => {
      const name = label(active.id);
      return t`Moving ${name} was cancelled.`;
    },
  };

  function end(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move an item, press Space, then the arrow keys; Space again drops it, Escape cancels.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className}>
          {items.map((item, index) => (
            <SortableRow key={idOf(item)} id={idOf(item)} label={labelOf(item)}>
              {(handle) => children(item, handle, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t`Move ${label}`}
      className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx('relative', isDragging && 'z-10 opacity-80 shadow-lg')}
    >
      {children(handle)}
    </li>
  );
}
