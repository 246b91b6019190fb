import type { useClaimWizard } from '../use-claim-wizard';
import { AirportsStep } from './airports-step';
import { DateStep } from './date-step';
import { FlightStep } from './flight-step';
import { PassengerStep } from './passenger-step';
import { SummaryStep } from './summary-step';

/** The form of the current step. */
export function StepContent({ wizard }: { wizard: ReturnType<typeof useClaimWizard> }) {
  const { progress, today } = wizard;
  const errors = wizard.errorsFor(progress.step);
  switch (progress.step) {
    case 1:
      return (
        <AirportsStep
          departure={progress.departure}
          arrival={progress.arrival}
          answers={progress.answers}
          today={today}
          errors={errors}
          onDeparture={wizard.setDeparture}
          onArrival={wizard.setArrival}
          onOperatingCarrier={(answer) => wizard.setAnswer('operatingCarrierEuropean', answer)}
          onBoardingPass={wizard.fillFromBoardingPass}
        />
      );
    case 2:
      return <DateStep flightDate={progress.flightDate} today={today} errors={errors} onChange={wizard.setFlightDate} onBlur={() => wizard.touch('flightDate')} />;
    case 3:
      return (
        <FlightStep
          departure={progress.departure}
          arrival={progress.arrival}
          flightDate={progress.flightDate}
          selectedFlight={progress.selectedFlight}
          manualFlightNumber={progress.manualFlightNumber}
          errors={errors}
          onChoose={wizard.chooseFlight}
          onManual={wizard.setManualFlightNumber}
          onManualBlur={() => wizard.touch('flight')}
        />
      );
    case 4:
      return (
        <PassengerStep
          passenger={progress.passenger}
          singleBooking={progress.answers.singleBooking}
          bookingReference={progress.bookingReference}
          companions={progress.companions}
          flightDate={progress.flightDate}
          today={today}
          errors={errors}
          onBookingReference={wizard.setBookingReference}
          onAddCompanion={wizard.addCompanion}
          onCompanion={wizard.setCompanion}
          onRemoveCompanion={wizard.removeCompanion}
          onChange={wizard.setPassenger}
          onSingleBooking={(answer) => wizard.setAnswer('singleBooking', answer)}
          onBlur={wizard.touch}
        />
      );
    case 5:
      return (
        <SummaryStep
          progress={progress}
          today={today}
          submitting={wizard.submitting}
          consents={wizard.consents}
          errors={errors}
          consentsRefused={wizard.consentsRefused}
          onConsent={wizard.setConsent}
          onIssue={wizard.setIssue}
          onEdit={wizard.goTo}
          onSubmit={wizard.submit}
        />
      );
  }
}
