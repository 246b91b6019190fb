import type { Answer } from '@contracts/claim-vocabulary';
import type { Airport } from '@/components/airport-search';
import type { BoardingPassFill } from '../boarding-pass/boarding-pass-fill';
import { BoardingPassScan } from '../boarding-pass/boarding-pass-scan';
import { asksOperatingCarrier, formatEuro, routePreview } from '../wizard-estimate';
import type { WizardAnswers } from '../wizard-progress';
import type { FieldErrors } from '../wizard-validation';
import { AnswerQuestion } from './answer-question';
import { DescribedAirportSearch } from './described-airport-search';

interface AirportsStepProps {
  departure: Airport | null;
  arrival: Airport | null;
  answers: WizardAnswers;
  today: string;
  errors: FieldErrors;
  onDeparture: (airport: Airport | null) => void;
  onArrival: (airport: Airport | null) => void;
  onOperatingCarrier: (answer: Answer) => void;
  onBoardingPass: (fill: BoardingPassFill) => void;
}

export function AirportsStep({ departure, arrival, answers, today, errors, onDeparture, onArrival, onOperatingCarrier, onBoardingPass }: AirportsStepProps) {
  const preview = routePreview(departure, arrival, today, answers);
  return (
    <div className="space-y-5">
      <BoardingPassScan today={today} onFill={onBoardingPass} />
      <p className="text-slate-700">Da quale aeroporto sei partito e dove dovevi arrivare? Con uno scalo, indica la prima partenza e la destinazione finale.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <DescribedAirportSearch label="Aeroporto di partenza" value={departure} onChange={onDeparture} error={errors.departure} />
        <DescribedAirportSearch label="Aeroporto di arrivo" value={arrival} onChange={onArrival} error={errors.arrival} />
      </div>
      {asksOperatingCarrier(departure, arrival) && (
        <AnswerQuestion
          question="La compagnia che ha operato il volo è europea?"
          hint="Per i voli che arrivano nell’Unione europea da fuori, e per quelli dalla Svizzera verso paesi extraeuropei, il Regolamento (CE) n. 261/2004 vale con certezza solo se la compagnia che opera il volo è dell’UE, dell’Islanda, della Norvegia o della Svizzera. La trovi sulla carta d’imbarco («operato da»)."
          value={answers.operatingCarrierEuropean}
          error={errors.operatingCarrierEuropean}
          onChange={onOperatingCarrier}
        />
      )}
      <div aria-live="polite" className="min-h-20">
        {preview && (
          <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
            {preview.inScope === false ? (
              <>
                <p className="text-lg font-bold text-slate-800">Il Regolamento (CE) n. 261/2004 non si applica a questo volo</p>
                <p className="text-sm text-slate-700">{preview.reasons[0]}</p>
              </>
            ) : (
              <>
                <p className="text-sm text-brand-800">Per un ritardo su questa tratta ({preview.distanceKm.toLocaleString('it-IT')} km) puoi ottenere</p>
                <p className="text-2xl font-bold text-brand-800">fino a {formatEuro(preview.maxAmount)}</p>
                {preview.inScope === 'depends_on_carrier' && <p className="text-sm text-slate-700">se la compagnia che ha operato il volo è europea.</p>}
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
