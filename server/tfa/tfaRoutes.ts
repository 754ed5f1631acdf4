import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backupCodeRequest, verifyRequest, type BackupCodesAnswer, type ErrorBody, type InitiateAnswer, type VerifyAnswer } from '../../services/contracts';
import { requireSession } from '../auth/bearer';
import type { SessionOfUser } from '../auth/sessions';
import { deviceHashOf } from '../auth/users';
import { secondsUntil } from '../clock';
import type { User } from '../db/schema';
import type { AppDeps } from '../deps';
import { errorBodyOf, HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { decrypt, encrypt } from '../secrets';
import { replaceBackupCodes, spendBackupCode } from './backupCodes';
import { completeSecondFactor } from './completeSecondFactor';
import { recordTfaFailure, tfaLockedUntil } from './tfaFailures';
import { claimTotpStep } from './claimTotpStep';
import { newTotpSecret, totpFor, totpStep } from './totp';

export const tfaMessages = {
  scan: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  alreadySet: 'Two-factor authentication is already set up for this account.',
  notSet: 'Set up two-factor authentication first.',
  invalidCode: 'Enter a valid Authentication Code to continue.',
  invalidBackupCode: 'Enter a valid Backup Code to continue.',
  blocked: 'You have entered the wrong authentication code too many times. You can try again within 5 minutes.',
  succeeded: 'Authentication succeeded.',
} as const;

/** A failed check answers both shapes: the 2FA answer and the API's error body. */
type Failure = VerifyAnswer & ErrorBody;

function failure(status: number, message: string, data: VerifyAnswer['data'], attemptsLeft?: number): Failure {
  return { ...errorBodyOf(status, message), success: false, data, ...(attemptsLeft === undefined ? {} : { meta: { attemptsLeft } }) };
}

/** Two-factor setup and verification under /auth/2fa (bearer). */
export function tfaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, config } = deps;

  app.post('/auth/2fa/initiate', async (request): Promise<InitiateAnswer> => {
    const { user } = await requireSession(db, clock, request, 'secondFactor');
    if (user.tfa_enabled_at !== null) throw new HttpError(409, tfaMessages.alreadySet);
    let secret = user.tfa_secret_enc === null ? undefined : decrypt(config.secretKey, user.tfa_secret_enc);
    if (secret === undefined) {
      secret = newTotpSecret();
      await db
        .updateTable('users')
        .set({ tfa_secret_enc: encrypt(config.secretKey, secret), modified_at: clock.now() })
        .where('id', '=', user.id)
        .execute();
    }
    const totp = totpFor(secret, config.tfaIssuer, user.email);
    return {
      success: true,
      message: tfaMessages.scan,
      secret,
      qrCodeData: { secret, issuer: config.tfaIssuer, account: user.email, name: `${user.name} ${user.surname}`.trim(), uri: totp.toString() },
    };
  });

  /** The shared path of verify and validate-backup-code: lockout, the check, then a full session. */
  async function secondFactor(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { rememberDevice?: boolean; userDeviceId?: string },
    check: (user: User) => Promise<boolean | 'notSet'>,
    invalidMessage: string,
  ): Promise<VerifyAnswer | Failure> {
    const session: SessionOfUser = await requireSession(db, clock, request, 'secondFactor');
    const { user } = session;
    const lockedUntil = await tfaLockedUntil(db, clock, user.id);
    if (lockedUntil) {
      reply.code(429);
      return failure(429, tfaMessages.blocked, { blocked: true, remainingTime: secondsUntil(lockedUntil, clock.now()) });
    }
    const outcome = await check(user);
    if (outcome === 'notSet') {
      reply.code(400);
      return failure(400, tfaMessages.notSet, { blocked: false });
    }
    if (!outcome) {
      const counted = await recordTfaFailure(db, clock, user.id);
      if (counted.lockedUntil) {
        reply.code(429);
        return failure(429, tfaMessages.blocked, { blocked: true, remainingTime: secondsUntil(counted.lockedUntil, clock.now()) }, 0);
      }
      reply.code(400);
      return failure(400, invalidMessage, { blocked: false }, counted.attemptsLeft);
    }
    const deviceHash = deviceHashOf(input.userDeviceId) ?? session.deviceHash;
    const opened = await completeSecondFactor(deps, session, { deviceHash, rememberDevice: input.rememberDevice ?? false });
    return { success: true, message: tfaMessages.succeeded, data: { ...opened, blocked: false } };
  }

  app.post('/auth/2fa/verify', async (request, reply) => {
    const body = parseBody(verifyRequest, request.body);
    return secondFactor(
      request,
      reply,
      body,
      async (user) => {
        if (user.tfa_secret_enc === null) return 'notSet';
        const totp = totpFor(decrypt(config.secretKey, user.tfa_secret_enc), config.tfaIssuer, user.email);
        const step = totpStep(totp, body.verificationToken, clock.now());
        return step !== undefined && (await claimTotpStep(db, user.id, step));
      },
      tfaMessages.invalidCode,
    );
  });

  app.post('/auth/2fa/validate-backup-code', async (request, reply) => {
    const body = parseBody(backupCodeRequest, request.body);
    return secondFactor(
      request,
      reply,
      body,
      async (user) => {
        if (user.tfa_enabled_at === null) return 'notSet';
        return spendBackupCode(db, clock, config.secretKey, user.id, body.backupCode);
      },
      tfaMessages.invalidBackupCode,
    );
  });

  app.post('/auth/2fa/generate-backup-code', async (request): Promise<BackupCodesAnswer> => {
    const { user } = await requireSession(db, clock, request, 'full');
    return { success: true, data: await replaceBackupCodes(db, clock, config.secretKey, user.id) };
  });
}
