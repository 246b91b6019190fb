import type { RecordedEvent } from '../../event-store/index.js';
import { describeProjectionControl, PROJECTION_CONTROLS_STREAM, type ProjectionControlEvent } from '../../contracts/projection-controls.js';
import { LOGIN_FAILURE_LABELS, LOGIN_METHOD_LABELS, OPERATOR_AUDIT_LABELS, OPERATOR_AUDIT_STREAM, type OperatorAuditEvent } from '../audit-events.js';

/** The claims module's timeline wording of a claim stream's event (wired in src/modules.ts). */
export type ClaimEventWording = { describe(event: Pick<RecordedEvent, 'type' | 'data'>): string; claimIdOfStream(stream: string): number | undefined };

/** One plain-Italian line per event: the claim timeline's on a claim's stream, the audit's on the operators' one, else the type. */
export function describeEvent(event: RecordedEvent, claims: ClaimEventWording): string {
  if (claims.claimIdOfStream(event.stream) !== undefined) return claims.describe(event);
  if (event.stream === OPERATOR_AUDIT_STREAM && event.type in OPERATOR_AUDIT_LABELS) return describeAudit(event as unknown as OperatorAuditEvent);
  if (event.stream === PROJECTION_CONTROLS_STREAM) return describeProjectionControl(event as unknown as ProjectionControlEvent);
  return `Evento «${event.type}» sul flusso ${event.stream}`;
}

function describeAudit(event: OperatorAuditEvent): string {
  const label = OPERATOR_AUDIT_LABELS[event.type];
  if (event.type === 'OperatorLoggedIn') return `${label} ${LOGIN_METHOD_LABELS[event.data.method] ?? ''}`.trim();
  if (event.type === 'OperatorLoginFailed') return `${label}: ${LOGIN_FAILURE_LABELS[event.data.reason] ?? event.data.reason}`;
  return label;
}
