import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { toUserError } from '../../http/error-mapping';
import { isHttpError } from '../../http/http-error';
import { useLang } from '../../i18n/use-lang';
import { Button } from '../../ui/button/button';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { fetchPuzzle, verifyPuzzle } from './puzzle-captcha.api';
import styles from './puzzle-captcha.module.css';

const WRONG_ANSWER_STATUS = 403;

type Outcome = { kind: 'failed'; attempt: number } | { kind: 'error'; messageKey: string } | null;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The slider puzzle (AUTH-25): the player slides the piece into the gap with the mouse, a finger or the
 * arrow keys; releasing the slider (or Enter) asks the server. A pass hands over the token; a miss shakes
 * the picture and brings a new puzzle, since the server has used the old one up.
 */
export function PuzzleCaptcha({ onSolved }: { onSolved: (token: string) => void }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const hintId = useId();
  const puzzle = useQuery({
    queryKey: ['captcha', 'puzzle', lang],
    queryFn: ({ signal }) => fetchPuzzle(lang, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // A new picture mid-drag would move the gap under the player's hand.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const challenge = puzzle.isFetching ? undefined : puzzle.data;
  const [position, setPosition] = useState({ id: '', x: 0 });
  const x = position.id === challenge?.id ? position.x : 0;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const verify = useMutation({
    mutationFn: (answer: { id: string; x: number }) => verifyPuzzle(answer.id, answer.x),
    onSuccess: onSolved,
    onError: (error) => {
      setOutcome((previous) =>
        isHttpError(error) && error.statusCode === WRONG_ANSWER_STATUS
          ? { kind: 'failed', attempt: previous?.kind === 'failed' ? previous.attempt + 1 : 1 }
          : { kind: 'error', messageKey: toUserError(error, (key) => i18n.exists(key)).messageKey },
      );
      void puzzle.refetch();
    },
  });
  const ready = challenge !== undefined && !verify.isPending && !verify.isSuccess;

  const submit = (answer: number) => {
    if (ready) verify.mutate({ id: challenge.id, x: answer });
  };
  const status = verify.isPending
    ? t('captcha.puzzle.checking')
    : puzzle.isError
      ? t('captcha.puzzle.unavailable')
      : outcome?.kind === 'failed'
        ? t('captcha.puzzle.failed')
        : outcome?.kind === 'error'
          ? t(outcome.messageKey)
          : '';
  const shape = challenge ?? { width: 2, height: 1, piece_size: 0 };
  const stageStyle: CSSProperties = { aspectRatio: `${shape.width} / ${shape.height}` };

  return (
    <div className={styles.puzzle}>
      <p id={hintId} className={styles.hint}>
        {t('captcha.puzzle.hint')}
      </p>
      {/* The picture is not mirrored in Arabic, so neither is the slider that moves across it. */}
      <div dir="ltr" className={styles.board}>
        <div
          key={outcome?.kind === 'failed' ? outcome.attempt : 0}
          className={`${styles.stage} ${outcome?.kind === 'failed' ? styles.shake : ''}`}
          style={stageStyle}
          aria-busy={!challenge}
        >
          {challenge ? (
            <>
              <img
                className={styles.background}
                src={challenge.background}
                alt={t('captcha.puzzle.image')}
                draggable={false}
              />
              <img
                className={styles.piece}
                src={challenge.piece}
                alt=""
                draggable={false}
                style={{
                  left: percent(x, challenge.width),
                  top: percent(challenge.y, challenge.height),
                  width: percent(challenge.piece_size, challenge.width),
                }}
              />
            </>
          ) : puzzle.isError ? null : (
            <Skeleton height="100%" className={styles.placeholder} />
          )}
        </div>
        <input
          type="range"
          className={styles.slider}
          min={0}
          max={shape.width - shape.piece_size}
          step={1}
          value={x}
          aria-label={t('captcha.puzzle.slider')}
          aria-describedby={hintId}
          onChange={(event) => {
            if (ready) setPosition({ id: challenge.id, x: Number(event.target.value) });
          }}
          // Captured, the release reaches the slider wherever the pointer is let go; the value is the DOM's,
          // which has the last move even when React has not drawn it yet.
          onPointerDown={(event) => event.currentTarget.setPointerCapture?.(event.pointerId)}
          onPointerUp={(event) => submit(Number(event.currentTarget.value))}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submit(x);
          }}
        />
      </div>
      <div className={styles.footer}>
        <p className={styles.status} role="status">
          {status}
        </p>
        <Button
          variant="ghost"
          size="s"
          disabled={puzzle.isFetching || verify.isPending}
          onClick={() => {
            setOutcome(null);
            void puzzle.refetch();
          }}
        >
          {t('captcha.puzzle.refresh')}
        </Button>
      </div>
    </div>
  );
}
