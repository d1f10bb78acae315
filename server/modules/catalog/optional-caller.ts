import type { FastifyRequest } from 'fastify';
import type { AppContext, AuthenticatedUser } from '../../context';
import { authenticateAccessToken } from '../auth/tokens';

/**
 * The caller of a public operation, when a valid bearer token came along anyway. A missing, expired or
 * forged token is not an error here: the operation answers as it does for anyone signed out.
 */
export async function optionalCaller(
  ctx: AppContext,
  request: Pick<FastifyRequest, 'headers'>,
): Promise<AuthenticatedUser | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  return token ? authenticateAccessToken(ctx.db, ctx.config, token, ctx.now()) : null;
}
