import { expect, test } from './fixtures/test';

/** DESIGN §4.2: Back never loses data. */

test('Back from step 4 to step 1 keeps every value of steps 1–3, and Next keeps them too', async ({
  wizard,
  applicant,
}) => {
  const data = {
    ...applicant,
    accidents: [
      { dates: '03/2023', nature: 'Backing', fatalities: '0', injuries: '1' },
      { dates: '04/2022', nature: 'Sideswipe', fatalities: '0', injuries: '0' },
    ],
    traffic: [{ date: '06/2022', state: 'TX', charge: 'Speeding', penalty: '$150 fine' }],
  };
  await wizard.open();
  await wizard.completeThrough(3, data);
  await wizard.expectStep(4);

  const expectAccidents = async () => {
    await expect(wizard.textbox('Dates 1')).toHaveValue('03/2023');
    await expect(wizard.textbox('Nature of Accident 1')).toHaveValue('Backing');
    await expect(wizard.textbox('Fatalities 1')).toHaveValue('0');
    await expect(wizard.textbox('Injuries 1')).toHaveValue('1');
    await expect(wizard.textbox('Dates 2')).toHaveValue('04/2022');
    await expect(wizard.textbox('Nature of Accident 2')).toHaveValue('Sideswipe');
    await expect(wizard.checkbox('Check if NONE')).not.toBeChecked();
  };
  const expectTraffic = async () => {
    await expect(wizard.textbox('Date 1')).toHaveValue('06/2022');
    await expect(wizard.textbox('State 1')).toHaveValue('TX');
    await expect(wizard.textbox('Charge 1')).toHaveValue('Speeding');
    await expect(wizard.textbox('Penalty 1')).toHaveValue('$150 fine');
  };
  const expectBasic = async () => {
    await expect(wizard.textbox('Applicant Name')).toHaveValue(applicant.name);
    await expect(wizard.textbox('Date of Birth')).toHaveValue(applicant.dob);
    await expect(wizard.textbox('Social Security Number')).toHaveValue(applicant.ssn);
  };

  await wizard.back();
  await wizard.expectStep(3);
  await expectTraffic();
  await wizard.back();
  await wizard.expectStep(2);
  await expectAccidents();
  await wizard.back();
  await wizard.expectStep(1);
  await expectBasic();
  await expect(wizard.backButton).toBeDisabled();

  await wizard.advanceFrom(1);
  await expectAccidents();
  await wizard.advanceFrom(2);
  await expectTraffic();
  await wizard.advanceFrom(3);
});

test('Back from step 9 to step 4 keeps license, experience, employers, army and education', async ({
  wizard,
  applicant,
}) => {
  await wizard.open();
  await wizard.completeThrough(8, applicant);
  await wizard.expectStep(9);

  const { education, army, employers, experience, license } = applicant;
  await wizard.back();
  await wizard.expectStep(8);
  await expect(wizard.select('Highest Grade Completed')).toHaveText(education.grade!);
  await expect(wizard.select('Highschool')).toHaveText(education.highSchool!);
  await expect(wizard.select('College')).toHaveText(education.college!);
  await expect(wizard.textbox('Last School Attended')).toHaveValue(education.schoolName!);
  await expect(wizard.textbox('City')).toHaveValue(education.city!);
  await expect(wizard.textbox('Date From')).toHaveValue(education.from!);
  await expect(wizard.textbox('Date To')).toHaveValue(education.to!);

  if (army.served !== 'Yes') throw new Error('This test needs an applicant who served in the armed forces');
  await wizard.back();
  await wizard.expectStep(7);
  await expect(wizard.select('Served in the US Armed Forces')).toHaveText('Yes');
  await expect(wizard.textbox('Branch')).toHaveValue(army.branch);
  await expect(wizard.textbox('Rank at Discharge')).toHaveValue(army.rank);
  await expect(wizard.textbox('Date From')).toHaveValue(army.from);
  await expect(wizard.textbox('Date To')).toHaveValue(army.to);
  await expect(wizard.textbox('Experience while serving')).toHaveValue(army.experience);

  await wizard.back();
  await wizard.expectStep(6);
  await expect(wizard.employerRows).toHaveCount(2);
  await expect(wizard.employerRows.nth(0)).toContainText(employers[0]!.employer);
  await expect(wizard.employerRows.nth(1)).toContainText(employers[1]!.employer);

  await wizard.back();
  await wizard.expectStep(5);
  await expect(wizard.textbox('STRAIGHT TRUCK type of equipment')).toHaveValue(experience['STRAIGHT TRUCK']!.type!);
  await expect(wizard.textbox('TRACTOR & SEMI-TRAILER miles')).toHaveValue(experience['TRACTOR & SEMI-TRAILER']!.miles!);

  await wizard.back();
  await wizard.expectStep(4);
  await expect(wizard.textbox('State')).toHaveValue(license.state);
  await expect(wizard.textbox('License No')).toHaveValue(license.number);
  await expect(wizard.textbox('Type')).toHaveValue(license.type);
  await expect(wizard.textbox('Endorsement')).toHaveValue(license.endorsement!);
  await expect(wizard.textbox('Expiration Date')).toHaveValue(license.expiration);
});
