import { Component, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { DelayedFallback } from './delayed-fallback';
import { MODAL_STATUS, useModalStore, type ModalRecord } from './modal.store';

export interface ModalProps<Args = unknown> {
  args: Args;
  onClose: () => void;
}

/** Modal name -> component (usually `lazy(...)`, so a modal's code loads only when it first opens). */
export type ModalRegistry = Readonly<Record<string, ComponentType<ModalProps>>>;

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** A modal whose code fails to load or render is reported and closed instead of breaking the page. */
class ModalBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function ModalSlot({ record, registry }: { record: ModalRecord; registry: ModalRegistry }) {
  const closeModal = useModalStore((state) => state.closeModal);
  const failModal = useModalStore((state) => state.failModal);
  const Modal = registry[record.name];
  useEffect(() => {
    if (!Modal) failModal(record.id, new Error(`unknown modal "${record.name}"`));
  }, [Modal, failModal, record.id, record.name]);
  if (!Modal) return null;
  return (
    <ModalBoundary onError={(error) => failModal(record.id, error)}>
      <Suspense fallback={<DelayedFallback />}>
        <Modal args={record.args} onClose={() => closeModal(record.id)} />
      </Suspense>
    </ModalBoundary>
  );
}

export function ModalHost({ registry }: { registry: ModalRegistry }) {
  const records = useModalStore((state) => state.records);
  return (
    <>
      {records
        .filter((record) => record.status === MODAL_STATUS.open)
        .map((record) => (
          <ModalSlot key={record.id} record={record} registry={registry} />
        ))}
    </>
  );
}
