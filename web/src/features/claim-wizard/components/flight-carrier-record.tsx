import { useAirlineRecord } from '@/app/api/airline-record';
import { AirlineRecordNote } from '@/components/airline-record/airline-record';
import { useOperatingCarrier } from '../api/operating-carrier';

/** The record of the carrier the flight number names, in the wizard: nothing when the carrier is unknown or has too few decided claims. */
export function FlightCarrierRecord({ flightNumber }: { flightNumber: string }) {
  const carrier = useOperatingCarrier(flightNumber, true).data ?? null;
  const record = useAirlineRecord(carrier?.iataCode ?? null).data;
  return <AirlineRecordNote record={record} />;
}
