import { type DragEvent, type PointerEvent, useState } from 'react';

/** The index of the list row under a point, from its data-drop-index. */
function rowIndexAt(x: number, y: number): number | null {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-index]');
  return row ? Number(row.dataset.dropIndex) : null;
}

interface Drag {
  from: number;
  /** The browser's own drag and drop, rather than a finger followed through pointer events. */
  native: boolean;
}

/**
 * Reordering a list by dragging a row's handle onto another row, which takes that row's place. A
 * mouse drags with the browser's drag and drop; a finger or a pen with pointer events, which every
 * touch browser sends (not every one starts a native drag from a touch).
 */
export function useDragToReorder(onMove: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [target, setTarget] = useState<number | null>(null);

  function end() {
    setDrag(null);
    setTarget(null);
  }

  function dropOn(index: number | null) {
    if (drag && index !== null && index !== drag.from) onMove(drag.from, index);
    end();
  }

  const rowProps = (index: number) => ({
    'data-drop-index': index,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      setDrag({ from: index, native: true });
      const transfer: DataTransfer | null = event.dataTransfer;
      if (!transfer) return;
      transfer.effectAllowed = 'move';
      // Firefox starts a drag only with some data set.
      transfer.setData('text/plain', String(index + 1));
      transfer.setDragImage(event.currentTarget, 16, 16);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!drag?.native) return;
      // Accepting the drop: without this the browser refuses it.
      event.preventDefault();
      if (target !== index) setTarget(index);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!drag?.native) return;
      event.preventDefault();
      dropOn(index);
    },
    onDragEnd: end,
  });

  const handleProps = (index: number) => ({
    draggable: true,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') return;
      // The finger's moves keep reaching the handle once it leaves it.
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ from: index, native: false });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!drag || drag.native) return;
      setTarget(rowIndexAt(event.clientX, event.clientY));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!drag || drag.native) return;
      dropOn(rowIndexAt(event.clientX, event.clientY));
    },
    // A scroll, or a native drag taking over the touch, ends the finger's drag (a native one goes on).
    onPointerCancel: () => {
      if (drag && !drag.native) end();
    },
  });

  return { draggedIndex: drag?.from ?? null, targetIndex: target, rowProps, handleProps };
}
