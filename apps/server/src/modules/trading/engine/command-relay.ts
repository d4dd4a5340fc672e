import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '@sportsbook/core/errors/error-codes';
import type { ValidationErrors } from '@sportsbook/core/errors/error-body';
import type { Bus } from '../../../platform/bus/bus';
import { AppError } from '../../../platform/http/app-error';
import type { TradingCommand } from './trading-commands';
import type { TradingEngine } from './trading-engine';

const COMMAND_CHANNEL = 'trading.command';
const RESULT_CHANNEL = 'trading.command.result';

interface CommandMessage {
  readonly id: string;
  readonly command: TradingCommand;
}

type ResultMessage =
  | { readonly id: string; readonly ok: true; readonly value: unknown }
  | {
      readonly id: string;
      readonly ok: false;
      readonly code: ErrorCode;
      readonly detail: string;
      readonly validationErrors?: ValidationErrors;
    };

/**
 * Operator commands reach whichever process leads: run here when this process does, else handed over the
 * bus and answered over it. Nobody answering in time (no leader yet, a lost message) is a 503.
 */
export class CommandRelay {
  private readonly pending = new Map<string, (result: ResultMessage) => void>();
  private unsubscribe: (() => Promise<void>)[] = [];

  constructor(
    private readonly bus: Bus,
    private readonly engine: TradingEngine,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = 10_000,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = [
      await this.bus.subscribe(COMMAND_CHANNEL, (message) => void this.serve(message as CommandMessage)),
      await this.bus.subscribe(RESULT_CHANNEL, (message) => {
        const result = message as ResultMessage;
        this.pending.get(result.id)?.(result);
      }),
    ];
  }

  async stop(): Promise<void> {
    await Promise.all(this.unsubscribe.map((stop) => stop()));
    this.unsubscribe = [];
  }

  async send(command: TradingCommand): Promise<unknown> {
    if (this.engine.running) return this.engine.command(command);
    const id = randomUUID();
    const answered = new Promise<ResultMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new AppError('SERVICE_UNAVAILABLE', 'No process leads the feed right now; retry shortly'));
      }, this.timeoutMs);
      this.pending.set(id, (result) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(result);
      });
    });
    await this.bus.publish(COMMAND_CHANNEL, { id, command } satisfies CommandMessage);
    const result = await answered;
    if (result.ok) return result.value;
    throw new AppError(result.code, result.detail, result.validationErrors);
  }

  private async serve(message: CommandMessage): Promise<void> {
    if (!this.engine.running) return;
    let result: ResultMessage;
    try {
      result = { id: message.id, ok: true, value: await this.engine.command(message.command) };
    } catch (error) {
      if (!(error instanceof AppError)) this.log.error({ err: error }, 'relayed feed command failed');
      result =
        error instanceof AppError
          ? {
              id: message.id,
              ok: false,
              code: error.code,
              detail: error.detail,
              validationErrors: error.validationErrors,
            }
          : { id: message.id, ok: false, code: 'INTERNAL', detail: 'The feed command failed' };
    }
    await this.bus.publish(RESULT_CHANNEL, result);
  }
}
