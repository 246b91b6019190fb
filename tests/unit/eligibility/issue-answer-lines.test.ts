import { describe, expect, it } from 'vitest';
import { formatDuration, issueAnswerLines } from '../../../src/eligibility/index.js';

describe('the passenger’s answers as operators read them', () => {
  it('when the passenger arrived 280 minutes late, then the line reads «4 h 40 min», never «4,666666666666667 ore»', () => {
    expect(issueAnswerLines({ arrivalDelayMinutes: 280 })).toEqual([['Ritardo all’arrivo (secondo il passeggero)', '4 h 40 min']]);
  });

  it('when the delay is «Non lo so» or the flight was early, then the lines say so', () => {
    expect(issueAnswerLines({ arrivalDelayMinutes: null })).toEqual([['Ritardo all’arrivo (secondo il passeggero)', 'Non lo so']]);
    expect(issueAnswerLines({ arrivalDelayMinutes: -20 })).toEqual([['Ritardo all’arrivo (secondo il passeggero)', 'In orario o in anticipo']]);
  });

  it('when a cancellation was told under 7 days ahead with a re-routing, then notice, re-routing times and reason read in Italian', () => {
    expect(
      issueAnswerLines({ cancellationNotice: 'under_7', rerouteOffered: 'yes', rerouteDepartedEarlierMinutes: 0, rerouteArrivedLaterMinutes: 150, airlineReason: 'technical_fault' }),
    ).toEqual([
      ['Avviso della cancellazione', 'Meno di 7 giorni prima'],
      ['Volo alternativo offerto', 'Sì'],
      ['Partenza del volo alternativo', 'Non prima dell’orario originale'],
      ['Arrivo del volo alternativo', '2 h 30 min dopo'],
      ['Motivo indicato dalla compagnia', 'Guasto tecnico'],
    ]);
  });

  it('when durations are formatted, then whole hours, hours and minutes, and minutes alone read as operators expect', () => {
    expect([formatDuration(300), formatDuration(280), formatDuration(45), formatDuration(60 * 4 + 0.4)]).toEqual(['5 h', '4 h 40 min', '45 min', '4 h']);
  });
});
