import { STATUS_LABELS, type AdminStatus } from '../../claims/contract.js';
import { countOf } from '../../contracts/plural.js';

/** What the page shows of a claim. */
export interface RecentClaim {
  id: number;
  practiceNumber: string;
  passengerName: string;
  email: string;
  flightNumber: string;
  flightDate: string;
  departureAirport: string;
  arrivalAirport: string;
  departureIata: string | null;
  arrivalIata: string | null;
  adminStatus: AdminStatus;
  createdAt: string;
}

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const DATE_TIME = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });
const DAY = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeZone: 'UTC' });

function row(claim: RecentClaim): string {
  const route = `${claim.departureIata ?? claim.departureAirport} → ${claim.arrivalIata ?? claim.arrivalAirport}`;
  return `<tr>
  <td><a href="/admin/practice/${claim.id}">#${escapeHtml(claim.practiceNumber)}</a></td>
  <td>${escapeHtml(claim.passengerName)}<br><small>${escapeHtml(claim.email)}</small></td>
  <td>${escapeHtml(claim.flightNumber)}<br><small>${escapeHtml(route)}</small></td>
  <td>${DAY.format(new Date(claim.flightDate))}</td>
  <td class="s-${claim.adminStatus}">${escapeHtml(STATUS_LABELS[claim.adminStatus])}</td>
  <td>${DATE_TIME.format(new Date(claim.createdAt))}</td>
</tr>`;
}

/** /admin-basic's whole page: the claims given, out of `total`, as plain HTML with every value escaped. */
export function recentClaimsPage(claims: RecentClaim[], total: number): string {
  const rows = claims.length > 0 ? claims.map(row).join('\n') : '<tr><td colspan="6">Nessuna pratica trovata</td></tr>';
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pratiche recenti – RimborsoVolo24</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:1rem;color:#0f172a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
small{color:#475569}a{color:#1d4ed8}
.s-pending{color:#854d0e}.s-under_review{color:#1e40af}.s-approved{color:#166534}.s-completed{color:#065f46}.s-rejected{color:#991b1b}
@media(max-width:640px){th:nth-child(4),td:nth-child(4),th:nth-child(6),td:nth-child(6){display:none}}
</style>
</head>
<body>
<h1>Pratiche recenti</h1>
<p>Le più recenti: ${countOf(claims.length, 'pratica', 'pratiche')} su ${new Intl.NumberFormat('it-IT').format(total)}. <a href="/admin">Apri la dashboard completa</a></p>
<table>
<thead><tr><th>Pratica</th><th>Passeggero</th><th>Volo</th><th>Data volo</th><th>Stato</th><th>Creata il</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>`;
}
