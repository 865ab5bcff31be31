import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BdDistrict, BdDivision } from '@dokkho/contract/jobs';
import { labelOf, type LabelMap } from './resolve';

// The stored values stay the English spellings of the contract (BD_DIVISIONS); only the names shown are
// translated, in Bangla as the government spells them.

export const DIVISION_LABELS: LabelMap<BdDivision> = {
  Dhaka: msg`Dhaka`,
  Chattogram: msg`Chattogram`,
  Rajshahi: msg`Rajshahi`,
  Khulna: msg`Khulna`,
  Barishal: msg`Barishal`,
  Sylhet: msg`Sylhet`,
  Rangpur: msg`Rangpur`,
  Mymensingh: msg`Mymensingh`,
};

export const DISTRICT_LABELS: LabelMap<BdDistrict> = {
  // Dhaka division
  Dhaka: msg`Dhaka`,
  Faridpur: msg`Faridpur`,
  Gazipur: msg`Gazipur`,
  Gopalganj: msg`Gopalganj`,
  Kishoreganj: msg`Kishoreganj`,
  Madaripur: msg`Madaripur`,
  Manikganj: msg`Manikganj`,
  Munshiganj: msg`Munshiganj`,
  Narayanganj: msg`Narayanganj`,
  Narsingdi: msg`Narsingdi`,
  Rajbari: msg`Rajbari`,
  Shariatpur: msg`Shariatpur`,
  Tangail: msg`Tangail`,
  // Chattogram division
  Bandarban: msg`Bandarban`,
  Brahmanbaria: msg`Brahmanbaria`,
  Chandpur: msg`Chandpur`,
  Chattogram: msg`Chattogram`,
  "Cox's Bazar": msg`Cox's Bazar`,
  Cumilla: msg`Cumilla`,
  Feni: msg`Feni`,
  Khagrachhari: msg`Khagrachhari`,
  Lakshmipur: msg`Lakshmipur`,
  Noakhali: msg`Noakhali`,
  Rangamati: msg`Rangamati`,
  // Rajshahi division
  Bogura: msg`Bogura`,
  Chapainawabganj: msg`Chapainawabganj`,
  Joypurhat: msg`Joypurhat`,
  Naogaon: msg`Naogaon`,
  Natore: msg`Natore`,
  Pabna: msg`Pabna`,
  Rajshahi: msg`Rajshahi`,
  Sirajganj: msg`Sirajganj`,
  // Khulna division
  Bagerhat: msg`Bagerhat`,
  Chuadanga: msg`Chuadanga`,
  Jashore: msg`Jashore`,
  Jhenaidah: msg`Jhenaidah`,
  Khulna: msg`Khulna`,
  Kushtia: msg`Kushtia`,
  Magura: msg`Magura`,
  Meherpur: msg`Meherpur`,
  Narail: msg`Narail`,
  Satkhira: msg`Satkhira`,
  // Barishal division
  Barguna: msg`Barguna`,
  Barishal: msg`Barishal`,
  Bhola: msg`Bhola`,
  Jhalokati: msg`Jhalokati`,
  Patuakhali: msg`Patuakhali`,
  Pirojpur: msg`Pirojpur`,
  // Sylhet division
  Habiganj: msg`Habiganj`,
  Moulvibazar: msg`Moulvibazar`,
  Sunamganj: msg`Sunamganj`,
  Sylhet: msg`Sylhet`,
  // Rangpur division
  Dinajpur: msg`Dinajpur`,
  Gaibandha: msg`Gaibandha`,
  Kurigram: msg`Kurigram`,
  Lalmonirhat: msg`Lalmonirhat`,
  Nilphamari: msg`Nilphamari`,
  Panchagarh: msg`Panchagarh`,
  Rangpur: msg`Rangpur`,
  Thakurgaon: msg`Thakurgaon`,
  // Mymensingh division
  Jamalpur: msg`Jamalpur`,
  Mymensingh: msg`Mymensingh`,
  Netrokona: msg`Netrokona`,
  Sherpur: msg`Sherpur`,
};

/** A division's name in the interface language; an unknown stored value as it is. */
export function divisionName(division: string, i18n: I18n): string {
  return labelOf(DIVISION_LABELS, division, i18n);
}

/** A district's name in the interface language; an unknown stored value (older free text) as it is. */
export function districtName(district: string, i18n: I18n): string {
  return labelOf(DISTRICT_LABELS, district, i18n);
}

/**
 * "Gazipur, Dhaka"; just "Sylhet" when the district is its division's namesake; null when neither is
 * known. In the interface language: "গাজীপুর, ঢাকা".
 */
export function placeName(
  place: { division: string | null; district: string | null },
  i18n: I18n,
): string | null {
  const { division, district } = place;
  if (district && division && district !== division) {
    return `${districtName(district, i18n)}, ${divisionName(division, i18n)}`;
  }
  if (division) return divisionName(division, i18n);
  return district ? districtName(district, i18n) : null;
}
