import { useState, type FormEvent } from 'react';
import { ApiError } from '@/app/api-client';
import { useAirportSuggestions } from '@/app/api/airports';
import { AirportSearch, type Airport } from '@/components/airport-search';
import { Field, Input, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { FormActions } from '@/components/admin/form-actions';
import { useEditClaim, type AdminClaim, type ClaimEdit } from '../api/claims';
import { StatusSelect } from '../components/status-select';

export const CONFLICT_MESSAGE = 'La pratica è stata modificata da un altro operatore: ricaricata con i dati aggiornati.';

type Draft = Omit<ClaimEdit, 'compensationAmount' | 'phone' | 'delayReason' | 'adminNotes' | 'operatingCarrier'> & { compensationAmount: string; phone: string; delayReason: string; adminNotes: string; operatingCarrier: string };

const draftOf = (claim: AdminClaim): Draft => ({
  passengerName: claim.passengerName,
  email: claim.email,
  phone: claim.phone ?? '',
  flightNumber: claim.flightNumber,
  flightDate: claim.flightDate,
  departureAirportId: claim.departureAirportId,
  arrivalAirportId: claim.arrivalAirportId,
  compensationAmount: claim.compensationAmount === null ? '' : String(claim.compensationAmount).replace('.', ','),
  delayReason: claim.delayReason ?? '',
  operatingCarrier: claim.operatingCarrier ?? '',
  adminNotes: claim.adminNotes ?? '',
  adminStatus: claim.adminStatus,
});

/** The spec's rule: a decimal number (Italian comma allowed), or null when the field is empty. */
export function parseCompensation(text: string): number | null {
  const trimmed = text.trim().replace(/\s|€/g, '').replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** The stored airport as the search box shows it: only its id matters to the server. */
const airportOf = (id: number, label: string, iata: string | null): Airport => ({ id, name: label.replace(/\s*\([A-Z]{3}\)$/, ''), iataCode: iata ?? '', city: '', country: '', countryCode: '', latitude: 0, longitude: 0, timeZone: '' });

/** Edit mode of the detail page; a stale version (409) reloads the claim and keeps the operator editing. */
export function ClaimEditor({ claim, onDone, onConflict }: { claim: AdminClaim; onDone: () => void; onConflict: () => Promise<AdminClaim | undefined> }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(claim));
  const [version, setVersion] = useState(claim.version);
  const [departure, setDeparture] = useState(() => airportOf(claim.departureAirportId, claim.departureAirport, claim.departureIata));
  const [arrival, setArrival] = useState(() => airportOf(claim.arrivalAirportId, claim.arrivalAirport, claim.arrivalIata));
  const edit = useEditClaim(claim.id);
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }));
  const compensation = parseCompensation(draft.compensationAmount);
  const compensationError = compensation !== null && (!Number.isFinite(compensation) || compensation < 0) ? 'Inserisci un importo valido, per esempio 400 o 250,50' : undefined;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (compensationError) return;
    const body: ClaimEdit = { ...draft, operatingCarrier: draft.operatingCarrier.trim().toUpperCase() || null, phone: draft.phone.trim() || null, delayReason: draft.delayReason.trim() || null, adminNotes: draft.adminNotes.trim() || null, compensationAmount: compensation };
    edit.mutate(
      { edit: body, version },
      {
        onSuccess: (saved) => {
          toast({ title: '✅ Pratica aggiornata', description: `Modifiche salvate per la pratica #${saved.practiceNumber}` });
          onDone();
        },
        onError: async (error) => {
          if (error instanceof ApiError && error.status === 409) {
            toast({ title: 'Modifica non salvata', description: CONFLICT_MESSAGE, variant: 'destructive' });
            const fresh = await onConflict();
            if (fresh) {
              setDraft(draftOf(fresh));
              setVersion(fresh.version);
              setDeparture(airportOf(fresh.departureAirportId, fresh.departureAirport, fresh.departureIata));
              setArrival(airportOf(fresh.arrivalAirportId, fresh.arrivalAirport, fresh.arrivalIata));
            }
            return;
          }
          toast({ title: 'Errore', description: error instanceof ApiError ? (error.detail ?? "Errore durante l'aggiornamento") : "Errore durante l'aggiornamento", variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form className="space-y-4" onSubmit={save} aria-label="Modifica pratica">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Nome e cognome">{({ id }) => <Input id={id} value={draft.passengerName} onChange={(event) => set('passengerName', event.target.value)} />}</Field>
        <Field label="Email">{({ id }) => <Input id={id} type="email" value={draft.email} onChange={(event) => set('email', event.target.value)} />}</Field>
        <Field label="Telefono">{({ id }) => <Input id={id} value={draft.phone} onChange={(event) => set('phone', event.target.value)} />}</Field>
        <Field label="Numero volo">{({ id }) => <Input id={id} value={draft.flightNumber} onChange={(event) => set('flightNumber', event.target.value.toUpperCase())} />}</Field>
        <Field label="Compagnia operativa" hint="Codice IATA della compagnia che ha operato il volo, per esempio FR.">
          {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} maxLength={2} autoCapitalize="characters" value={draft.operatingCarrier} onChange={(event) => set('operatingCarrier', event.target.value.toUpperCase())} />}
        </Field>
        <Field label="Data volo">{({ id }) => <Input id={id} type="date" value={draft.flightDate} onChange={(event) => set('flightDate', event.target.value)} />}</Field>
        <Field label="Compensazione (€)" error={compensationError}>
          {({ id, describedBy, invalid }) => <Input id={id} inputMode="decimal" aria-describedby={describedBy} aria-invalid={invalid} value={draft.compensationAmount} onChange={(event) => set('compensationAmount', event.target.value)} />}
        </Field>
        <AirportSearch useSuggestions={useAirportSuggestions} label="Aeroporto di partenza" value={departure} onChange={(airport) => airport && (setDeparture(airport), set('departureAirportId', airport.id))} />
        <AirportSearch useSuggestions={useAirportSuggestions} label="Aeroporto di arrivo" value={arrival} onChange={(airport) => airport && (setArrival(airport), set('arrivalAirportId', airport.id))} />
        <Field label="Stato">
          {({ id }) => <StatusSelect id={id} value={draft.adminStatus} onStatusChange={(status) => set('adminStatus', status)} />}
        </Field>
        <Field label="Motivo del ritardo">{({ id }) => <Input id={id} value={draft.delayReason} onChange={(event) => set('delayReason', event.target.value)} />}</Field>
      </div>
      <Field label="Note amministrative">{({ id }) => <Textarea id={id} value={draft.adminNotes} onChange={(event) => set('adminNotes', event.target.value)} />}</Field>
      <FormActions saveLabel="Salva le modifiche" pending={edit.isPending} onCancel={onDone} />
    </form>
  );
}
