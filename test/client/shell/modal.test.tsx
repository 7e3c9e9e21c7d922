import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Modal } from '../../../src/components/Modal';
import { lockBodyScroll } from '../../../src/components/useBodyScrollLock';
import { renderWithProviders } from '../render';

function DialogHarness({ closeOnBackdrop, focusSave = false }: { closeOnBackdrop?: boolean; focusSave?: boolean }) {
  const [open, setOpen] = useState(false);
  const saveRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Edit team"
        maxWidth={520}
        closeOnBackdrop={closeOnBackdrop}
        initialFocusRef={focusSave ? saveRef : undefined}
      >
        <label>
          Team name <input />
        </label>
        <button type="button" ref={saveRef}>
          Save
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Modal>
    </>
  );
}

async function openDialog(harness = <DialogHarness />) {
  const rendered = renderWithProviders(harness);
  await rendered.user.click(screen.getByRole('button', { name: 'Open dialog' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Edit team' }) };
}

test('the dialog is modal, named by its title and at most maxWidth wide', async () => {
  const { dialog } = await openDialog();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('heading', { level: 2, name: 'Edit team' })).toBeInTheDocument();
  expect(dialog).toHaveStyle({ maxWidth: '520px' });
  expect(document.body).toHaveClass('scroll-locked');
});

test('focus moves to the first focusable element when the dialog opens', async () => {
  await openDialog();
  expect(screen.getByRole('textbox', { name: 'Team name' })).toHaveFocus();
});

test('focus moves to initialFocusRef when given', async () => {
  await openDialog(<DialogHarness focusSave />);
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
});

test('Tab and Shift+Tab wrap around inside the dialog', async () => {
  const { user } = await openDialog();
  const input = screen.getByRole('textbox', { name: 'Team name' });
  const cancel = screen.getByRole('button', { name: 'Cancel' });

  await user.tab();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  await user.tab();
  expect(cancel).toHaveFocus();
  await user.tab();
  expect(input).toHaveFocus();
  await user.tab({ shift: true });
  expect(cancel).toHaveFocus();
});

test('Escape closes the dialog and focus returns to the opener', async () => {
  const { user } = await openDialog();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  expect(document.body).not.toHaveClass('scroll-locked');
});

test('a click on the backdrop closes the dialog, a click inside does not', async () => {
  const { user, dialog } = await openDialog();
  await user.click(dialog);
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  const backdrop = dialog.parentElement;
  if (!backdrop) throw new Error('the dialog has no backdrop');
  await user.click(backdrop);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
});

test('with closeOnBackdrop false a backdrop click keeps it open', async () => {
  const { user, dialog } = await openDialog(<DialogHarness closeOnBackdrop={false} />);
  const backdrop = dialog.parentElement;
  if (!backdrop) throw new Error('the dialog has no backdrop');
  await user.click(backdrop);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('page scroll stays locked until the last overlay lets go', () => {
  const releaseMenu = lockBodyScroll();
  const releaseDialog = lockBodyScroll();
  releaseDialog();
  expect(document.body).toHaveClass('scroll-locked');
  releaseDialog();
  expect(document.body).toHaveClass('scroll-locked');
  releaseMenu();
  expect(document.body).not.toHaveClass('scroll-locked');
});
