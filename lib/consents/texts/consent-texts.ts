import type { ConsentText } from '../consent-text';

/**
 * The background-check consents of step 11 as first published, in English: written from the law by the project's
 * research (docs/consents.md cites each statute), except the PSP disclosure and authorization, which is not ours:
 * the FMCSA requires its own wording, used whole, exactly as provided, as one stand-alone document (its form of
 * 2/11/2016, transcribed with `{carrierName}` in its two blanks). A carrier may replace any text but that one with
 * its counsel's wording (/staff/companies); for PSP a carrier may only load a newer FMCSA version.
 *
 * These are published wordings: an application names the versions its applicant agreed to and its signature covers
 * their words (lib/consents/server/consent-section.ts), and lib/signed-content/server/signed-texts.test.ts pins each by
 * SHA-256. Change one by adding a new version beside it, never by editing it.
 *
 * `{carrierName}`, `{carrierAddress}` and the agency's `{agencyName}`, `{agencyAddress}`, `{agencyPhone}`,
 * `{agencyWebsite}` are filled from the carrier's record; the values shown are recorded with each consent.
 */

export const FCRA_DISCLOSURE: ConsentText = {
  version: 'fcra-disclosure/2026-11-25',
  consent: 'fcra-disclosure',
  language: 'en',
  title: "Disclosure regarding background reports",
  agree: "I have read this disclosure.",
  blocks: [
    { kind: 'paragraph', text: "{carrierName} may obtain one or more consumer reports about you from a consumer reporting agency for employment purposes. Employment purposes means deciding whether to hire you and, if you are hired and where the law allows, deciding later whether to keep, promote or reassign you." },
    { kind: 'paragraph', text: "These reports may include your motor vehicle records (driving records), your criminal history records and the verification of your past employment. Some of them may be investigative consumer reports: reports with information about your character, general reputation, personal characteristics or mode of living, obtained through personal interviews with neighbors, friends, associates or others who know you, such as past employers." },
  ],
};

export const FCRA_AUTHORIZATION: ConsentText = {
  version: 'fcra-authorization/2026-11-25',
  consent: 'fcra-authorization',
  language: 'en',
  title: "Authorization for background reports",
  agree: "I authorize these background reports.",
  blocks: [
    { kind: 'paragraph', text: "I have read the Disclosure regarding background reports, which was shown to me on its own." },
    { kind: 'paragraph', text: "I authorize {carrierName}, {carrierAddress}, and the consumer reporting agency it uses to obtain consumer reports and investigative consumer reports about me for employment purposes, as described in that disclosure, including my motor vehicle records, my criminal history records and the verification of my past employment." },
    { kind: 'paragraph', text: "The consumer reporting agency {carrierName} uses is {agencyName}, {agencyAddress}. Telephone: {agencyPhone}. Website: {agencyWebsite}.", when: 'agency-known' },
    { kind: 'paragraph', text: "I authorize state motor vehicle agencies, courts, law enforcement agencies, my past employers and the other people and organizations that hold this information to give it to that consumer reporting agency and to {carrierName}." },
    { kind: 'paragraph', text: "This authorization is valid for my application and, if I am hired and where the law allows, for reports obtained during my employment with {carrierName}." },
    { kind: 'paragraph', text: "My electronic agreement is my written authorization." },
    { kind: 'heading', text: "Investigative consumer reports: your right to more information" },
    { kind: 'paragraph', text: "If {carrierName} requests an investigative consumer report about you, you may ask {carrierName} in writing, within a reasonable time, for a complete and accurate disclosure of the nature and scope of the investigation requested. {carrierName} will send it to you in writing within five days after it receives your request or first requests the report, whichever is later. You may send your request to {carrierName}, {carrierAddress}." },
    { kind: 'paragraph', text: "You also have the right to the written summary of your rights under the Fair Credit Reporting Act, which is given to you with this authorization." },
  ],
};

export const FCRA_SUMMARY_OF_RIGHTS: ConsentText = {
  version: 'fcra-summary-of-rights/2026-11-25',
  consent: 'fcra-summary-of-rights',
  language: 'en',
  title: "A Summary of Your Rights Under the Fair Credit Reporting Act",
  agree: null,
  blocks: [
    { kind: 'note', text: "Our rendering of the summary of consumer rights prescribed by the Consumer Financial Protection Bureau (12 CFR part 1022, appendix K). Para información en español, visite www.consumerfinance.gov/learnmore o escriba a la Consumer Financial Protection Bureau, 1700 G Street N.W., Washington, DC 20552." },
    { kind: 'paragraph', text: "The federal Fair Credit Reporting Act (FCRA) promotes the accuracy, fairness and privacy of the information in the files of consumer reporting agencies. There are many kinds of consumer reporting agencies, including credit bureaus and specialty agencies (such as agencies that sell information about check-writing histories, medical records and rental history records). Here is a summary of your major rights under the FCRA. For more information, including information about additional rights, go to www.consumerfinance.gov/learnmore or write to: Consumer Financial Protection Bureau, 1700 G Street N.W., Washington, DC 20552." },
    { kind: 'paragraph', lead: "You must be told if information in your file has been used against you.", text: "Anyone who uses a credit report or another type of consumer report to deny your application for credit, insurance or employment, or to take another adverse action against you, must tell you so and must give you the name, address and phone number of the agency that provided the information." },
    { kind: 'paragraph', lead: "You have the right to know what is in your file.", text: "You may ask for and get all the information about you in the files of a consumer reporting agency (your \"file disclosure\"). You will have to give proper identification, which may include your Social Security number. In many cases the disclosure is free. You are entitled to a free file disclosure if:" },
    { kind: 'list', items: [
        "a person has taken adverse action against you because of information in your credit report;",
        "you are the victim of identity theft and place a fraud alert in your file;",
        "your file contains inaccurate information as a result of fraud;",
        "you are on public assistance;",
        "you are unemployed but expect to apply for employment within 60 days.",
      ] },
    { kind: 'paragraph', text: "In addition, every consumer is entitled, on request, to one free disclosure every 12 months from each nationwide credit bureau and from nationwide specialty consumer reporting agencies. See www.consumerfinance.gov/learnmore for more information." },
    { kind: 'paragraph', lead: "You have the right to ask for a credit score.", text: "Credit scores are numerical summaries of your creditworthiness based on information from credit bureaus. You may ask for a credit score from consumer reporting agencies that create scores or distribute scores used in residential real property loans, but you will have to pay for it. In some mortgage transactions you will receive credit score information for free from the mortgage lender." },
    { kind: 'paragraph', lead: "You have the right to dispute incomplete or inaccurate information.", text: "If you find information in your file that is incomplete or inaccurate and you report it to the consumer reporting agency, the agency must investigate unless your dispute is frivolous. See www.consumerfinance.gov/learnmore for an explanation of dispute procedures." },
    { kind: 'paragraph', lead: "Consumer reporting agencies must correct or delete inaccurate, incomplete or unverifiable information.", text: "Inaccurate, incomplete or unverifiable information must be removed or corrected, usually within 30 days. However, a consumer reporting agency may continue to report information it has verified as accurate." },
    { kind: 'paragraph', lead: "Consumer reporting agencies may not report outdated negative information.", text: "In most cases a consumer reporting agency may not report negative information that is more than seven years old, or bankruptcies that are more than 10 years old." },
    { kind: 'paragraph', lead: "Access to your file is limited.", text: "A consumer reporting agency may give information about you only to people with a valid need, usually to consider an application with a creditor, insurer, employer, landlord or other business. The FCRA specifies who has a valid need for access." },
    { kind: 'paragraph', lead: "You must give your consent for reports to be provided to employers.", text: "A consumer reporting agency may not give out information about you to your employer, or to a potential employer, without your written consent given to the employer. Written consent generally is not required in the trucking industry. For more information, go to www.consumerfinance.gov/learnmore." },
    { kind: 'paragraph', lead: "You may limit \"prescreened\" offers of credit and insurance you get based on information in your credit report.", text: "Unsolicited \"prescreened\" offers of credit and insurance must include a toll-free phone number you can call if you choose to remove your name and address from the lists these offers are based on. You may opt out with the nationwide credit bureaus at 1-888-5-OPTOUT (1-888-567-8688)." },
    { kind: 'heading', text: "The following FCRA right applies with respect to nationwide consumer reporting agencies:" },
    { kind: 'paragraph', lead: "Consumers have the right to obtain a security freeze.", text: "You have a right to place a \"security freeze\" on your credit report, which will prohibit a consumer reporting agency from releasing information in your credit report without your express authorization. The security freeze is designed to prevent credit, loans and services from being approved in your name without your consent. However, you should be aware that using a security freeze to take control over who gets access to the personal and financial information in your credit report may delay, interfere with or prohibit the timely approval of any later request or application you make for a new loan, credit, mortgage or any other account involving the extension of credit." },
    { kind: 'paragraph', text: "As an alternative to a security freeze, you have the right to place an initial or extended fraud alert on your credit file at no cost. An initial fraud alert is a 1-year alert placed on a consumer's credit file. When a business sees a fraud alert on a consumer's credit file, it must take steps to verify the consumer's identity before extending new credit. If you are a victim of identity theft, you are entitled to an extended fraud alert, which is a fraud alert lasting 7 years." },
    { kind: 'paragraph', text: "A security freeze does not apply to a person or entity, or its affiliates, or to collection agencies acting on behalf of the person or entity, with which you have an existing account and which asks for information in your credit report to review or collect the account. Reviewing the account includes activities related to account maintenance, monitoring, credit line increases, and account upgrades and enhancements." },
    { kind: 'paragraph', lead: "You may seek damages from violators.", text: "If a consumer reporting agency or, in some cases, a user of consumer reports or a furnisher of information to a consumer reporting agency violates the FCRA, you may be able to sue in state or federal court." },
    { kind: 'paragraph', lead: "Identity theft victims and active duty military personnel have additional rights.", text: "For more information, visit www.consumerfinance.gov/learnmore." },
    { kind: 'paragraph', text: "States may enforce the FCRA, and many states have their own consumer reporting laws. In some cases you may have more rights under state law. For more information, contact your state or local consumer protection agency or your state Attorney General. For information about your federal rights, and for the list of the federal agencies that enforce the FCRA for each kind of business, visit www.consumerfinance.gov/learnmore or write to the Consumer Financial Protection Bureau at the address above." },
  ],
};

export const STATE_NOTICE_CA: ConsentText = {
  version: 'state-ca/2026-11-25',
  consent: 'state-ca',
  language: 'en',
  title: "California notice about investigative consumer reports",
  agree: "I have read this notice.",
  request: "Send me a copy of any report that is prepared about me.",
  blocks: [
    { kind: 'paragraph', text: "{carrierName} may obtain an investigative consumer report about you for employment purposes, a purpose permitted by California Civil Code 1786.12. Under California law, an investigative consumer report is a consumer report in which information on your character, general reputation, personal characteristics or mode of living is obtained by any means (Civil Code 1786.2). The report may include information on your character, general reputation, personal characteristics and mode of living." },
    { kind: 'paragraph', text: "Nature and scope of the investigation requested: your motor vehicle records (driving records), your criminal history records, and the verification of your past employment, including your safety performance history with past employers." },
    { kind: 'paragraph', text: "The investigative consumer reporting agency that will conduct the investigation is identified below, with its name, address, telephone number and website. At that website, or by that telephone number if the agency has no website, you can find information about the agency's privacy practices, including whether your personal information will be sent outside the United States or its territories." },
    { kind: 'paragraph', lead: "Investigative consumer reporting agency:", text: "{agencyName}, {agencyAddress}. Telephone: {agencyPhone}. Website: {agencyWebsite}.", when: 'agency-known' },
    { kind: 'paragraph', text: "{carrierName} will give you the name, address, telephone number and website of that agency before it requests the report, and at any time on request to {carrierName}, {carrierAddress}.", when: 'agency-unknown' },
    { kind: 'paragraph', text: "Summary of Civil Code 1786.22: the agency must make the files it holds about you available to you during normal business hours and on reasonable notice. You may inspect your file in person if you give proper identification, and you may obtain a copy of it by paying no more than the actual cost of duplication. If you make a written request with proper identification, you may obtain a summary of the information in your file by telephone." },
    { kind: 'paragraph', text: "To receive a copy of any report that is prepared about you, check the box below. If you check it, a copy will be sent to you within three business days after {carrierName} receives the report." },
  ],
};

export const STATE_NOTICE_NY: ConsentText = {
  version: 'state-ny/2026-11-25',
  consent: 'state-ny',
  language: 'en',
  title: "New York notice about consumer reports and investigative consumer reports",
  agree: "I have read this notice.",
  blocks: [
    { kind: 'paragraph', text: "A consumer report may be requested in connection with your application for employment with {carrierName}. If you are hired, further consumer reports may be requested in connection with an update, renewal or extension of your employment, without another notice. On request, you will be told whether a consumer report was requested and, if one was, the name and address of the consumer reporting agency that furnished it (New York General Business Law 380-b)." },
    { kind: 'paragraph', text: "An investigative consumer report may also be requested about you. On written request, you will be told whether an investigative consumer report was requested and, if one was, the name and address of the consumer reporting agency to which the request was made. You may then inspect and receive a copy of that report by contacting that agency (New York General Business Law 380-c)." },
    { kind: 'paragraph', text: "You may send these requests to {carrierName}, {carrierAddress}." },
    { kind: 'paragraph', text: "Article 23-A of the New York Correction Law is published by the New York State Senate at https://www.nysenate.gov/legislation/laws/COR/A23-A, and {carrierName} will give you a printed copy of it on request (New York General Business Law 380-c and 380-g). Article 23-A governs the licensure and employment of persons previously convicted of one or more criminal offenses: it limits when an employer may deny employment because of a previous conviction and sets out what the employer must consider." },
  ],
};

export const STATE_NOTICE_MN: ConsentText = {
  version: 'state-mn/2026-11-25',
  consent: 'state-mn',
  language: 'en',
  title: "Minnesota notice about consumer reports",
  agree: "I have read this notice.",
  request: "Send me a free copy of my consumer report.",
  blocks: [
    { kind: 'paragraph', text: "{carrierName} may obtain, or cause to be prepared, a consumer report about you for employment purposes." },
    { kind: 'paragraph', text: "You have the right to request additional information on the nature of the report (Minnesota Statutes 13C.02, subdivision 3). You may send your request to {carrierName}, {carrierAddress}." },
    { kind: 'paragraph', text: "If the report is an investigative consumer report, it may include information obtained through personal interviews regarding your character, general reputation, personal characteristics or mode of living." },
    { kind: 'paragraph', text: "To receive a copy of the report, check the box below. If you check it, {carrierName} will ask the consumer reporting agency that prepares the report to send you a copy. The agency must send it to you within 24 hours after it provides the report to {carrierName}, with a statement of your right to dispute and correct any errors and of the procedures under United States Code, title 15, sections 1681 to 1681t. The copy is free. If no report exists, the agency has nothing to send you." },
  ],
};

export const STATE_NOTICE_OK: ConsentText = {
  version: 'state-ok/2026-11-25',
  consent: 'state-ok',
  language: 'en',
  title: "Oklahoma notice about consumer reports",
  agree: "I have read this notice.",
  request: "Send me a free copy of my consumer report.",
  blocks: [
    { kind: 'paragraph', text: "A consumer report will be used in connection with your application for employment with {carrierName}." },
    { kind: 'paragraph', text: "To receive a copy of the report, check the box below. If you check it, {carrierName} will ask the consumer reporting agency to provide a copy to you when {carrierName} requests its own copy. The copy is sent to you at no charge." },
  ],
};

export const STATE_NOTICE_WA: ConsentText = {
  version: 'state-wa/2026-11-25',
  consent: 'state-wa',
  language: 'en',
  title: "Washington notice about consumer reports and investigative consumer reports",
  agree: "I have read this notice.",
  blocks: [
    { kind: 'paragraph', text: "A consumer report may be obtained about you for purposes of considering you for employment with {carrierName} (RCW 19.182.020)." },
    { kind: 'paragraph', text: "An investigative consumer report, including information as to your character, general reputation, personal characteristics and mode of living, may also be made (RCW 19.182.050). You have the right to request, in writing and within a reasonable time, a complete and accurate disclosure of the nature and scope of the investigation requested. {carrierName} will mail or otherwise deliver it to you in writing within five days after it receives your request or first requests the report, whichever is later. You also have the right to request the written summary of your rights under Washington's Fair Credit Reporting Act (chapter 19.182 RCW)." },
    { kind: 'paragraph', text: "You may send these requests to {carrierName}, {carrierAddress}." },
  ],
};

export const STATE_NOTICE_NJ: ConsentText = {
  version: 'state-nj/2026-11-25',
  consent: 'state-nj',
  language: 'en',
  title: "New Jersey notice about investigative consumer reports",
  agree: "I have read this notice.",
  blocks: [
    { kind: 'paragraph', text: "{carrierName} may ask a consumer reporting agency to prepare an investigative consumer report about you. An investigative consumer report commonly includes information regarding your character, general reputation, personal characteristics and mode of living." },
    { kind: 'paragraph', text: "Precise nature and scope of the investigation requested: your motor vehicle records (driving records), your criminal history records, and the verification of your past employment, including your safety performance history, which may include interviews with your past employers." },
    { kind: 'paragraph', text: "You have the right to a copy of the report upon request: when the report is completed, the consumer reporting agency will give you a copy if you ask for one (N.J.S.A. 56:11-33)." },
    { kind: 'paragraph', text: "{carrierName} will request this report only with your written permission, which you give in the separate Authorization for background reports." },
    { kind: 'paragraph', text: "If {carrierName} intends to take adverse action against you based in whole or in part on a consumer report, it will first give you a copy of the report and a written description of your rights under the New Jersey Fair Credit Reporting Act and the federal Fair Credit Reporting Act (N.J.S.A. 56:11-31)." },
  ],
};

export const STATE_NOTICE_MA: ConsentText = {
  version: 'state-ma/2026-11-25',
  consent: 'state-ma',
  language: 'en',
  title: "Massachusetts notice about investigative consumer reports",
  agree: "I have read this notice.",
  blocks: [
    { kind: 'paragraph', text: "{carrierName} may ask a consumer reporting agency to prepare an investigative consumer report about you. An investigative consumer report commonly includes information as to your character, general reputation, personal characteristics and mode of living." },
    { kind: 'paragraph', text: "Precise nature and scope of the investigation requested: your motor vehicle records (driving records), your criminal history records, and the verification of your past employment, including your safety performance history, which may include interviews with your past employers." },
    { kind: 'paragraph', text: "You have the right to have a copy of the report upon request: when the report is completed, the consumer reporting agency will give you a copy if you ask for one (Massachusetts General Laws chapter 93, section 53)." },
    { kind: 'paragraph', text: "{carrierName} will request this report only with your written permission, which you give in the separate Authorization for background reports." },
  ],
};

export const PSP_DISCLOSURE_AUTHORIZATION: ConsentText = {
  version: 'psp-disclosure-authorization/2026-11-25',
  consent: 'psp-disclosure-authorization',
  language: 'en',
  title: "IMPORTANT DISCLOSURE REGARDING BACKGROUND REPORTS FROM THE PSP Online Service",
  agree: "I agree",
  blocks: [
    { kind: 'paragraph', text: "THE BELOW DISCLOSURE AND AUTHORIZATION LANGUAGE IS FOR MANDATORY USE BY ALL ACCOUNT HOLDERS" },
    { kind: 'heading', text: "IMPORTANT DISCLOSURE REGARDING BACKGROUND REPORTS FROM THE PSP Online Service" },
    { kind: 'paragraph', text: "In connection with your application for employment with {carrierName} (\"Prospective Employer\"), Prospective Employer, its employees, agents or contractors may obtain one or more reports regarding your driving, and safety inspection history from the Federal Motor Carrier Safety Administration (FMCSA)." },
    { kind: 'paragraph', text: "When the application for employment is submitted in person, if the Prospective Employer uses any information it obtains from FMCSA in a decision to not hire you or to make any other adverse employment decision regarding you, the Prospective Employer will provide you with a copy of the report upon which its decision was based and a written summary of your rights under the Fair Credit Reporting Act before taking any final adverse action. If any final adverse action is taken against you based upon your driving history or safety report, the Prospective Employer will notify you that the action has been taken and that the action was based in part or in whole on this report." },
    { kind: 'paragraph', text: "When the application for employment is submitted by mail, telephone, computer, or other similar means, if the Prospective Employer uses any information it obtains from FMCSA in a decision to not hire you or to make any other adverse employment decision regarding you, the Prospective Employer must provide you within three business days of taking adverse action oral, written or electronic notification: that adverse action has been taken based in whole or in part on information obtained from FMCSA; the name, address, and the toll free telephone number of FMCSA; that the FMCSA did not make the decision to take the adverse action and is unable to provide you the specific reasons why the adverse action was taken; and that you may, upon providing proper identification, request a free copy of the report and may dispute with the FMCSA the accuracy or completeness of any information or report. If you request a copy of a driver record from the Prospective Employer who procured the report, then, within 3 business days of receiving your request, together with proper identification, the Prospective Employer must send or provide to you a copy of your report and a summary of your rights under the Fair Credit Reporting Act." },
    { kind: 'paragraph', text: "Neither the Prospective Employer nor the FMCSA contractor supplying the crash and safety information has the capability to correct any safety data that appears to be incorrect. You may challenge the accuracy of the data by submitting a request to https://dataqs.fmcsa.dot.gov. If you challenge crash or inspection information reported by a State, FMCSA cannot change or correct this data. Your request will be forwarded by the DataQs system to the appropriate State for adjudication." },
    { kind: 'paragraph', text: "Any crash or inspection in which you were involved will display on your PSP report. Since the PSP report does not report, or assign, or imply fault, it will include all Commercial Motor Vehicle (CMV) crashes where you were a driver or co-driver and where those crashes were reported to FMCSA, regardless of fault. Similarly, all inspections, with or without violations, appear on the PSP report. State citations associated with Federal Motor Carrier Safety Regulations (FMCSR) violations that have been adjudicated by a court of law will also appear, and remain, on a PSP report." },
    { kind: 'paragraph', text: "The Prospective Employer cannot obtain background reports from FMCSA without your authorization." },
    { kind: 'heading', text: "AUTHORIZATION" },
    { kind: 'paragraph', text: "If you agree that the Prospective Employer may obtain such background reports, please read the following and sign below:" },
    { kind: 'paragraph', text: "I authorize {carrierName} (\"Prospective Employer\") to access the FMCSA Pre-Employment Screening Program (PSP) system to seek information regarding my commercial driving safety record and information regarding my safety inspection history. I understand that I am authorizing the release of safety performance information including crash data from the previous five (5) years and inspection history from the previous three (3) years. I understand and acknowledge that this release of information may assist the Prospective Employer to make a determination regarding my suitability as an employee." },
    { kind: 'paragraph', text: "I further understand that neither the Prospective Employer nor the FMCSA contractor supplying the crash and safety information has the capability to correct any safety data that appears to be incorrect. I understand I may challenge the accuracy of the data by submitting a request to https://dataqs.fmcsa.dot.gov. If I challenge crash or inspection information reported by a State, FMCSA cannot change or correct this data. I understand my request will be forwarded by the DataQs system to the appropriate State for adjudication." },
    { kind: 'paragraph', text: "I understand that any crash or inspection in which I was involved will display on my PSP report. Since the PSP report does not report, or assign, or imply fault, I acknowledge it will include all CMV crashes where I was a driver or co-driver and where those crashes were reported to FMCSA, regardless of fault. Similarly, I understand all inspections, with or without violations, will appear on my PSP report, and State citations associated with FMCSR violations that have been adjudicated by a court of law will also appear, and remain, on my PSP report." },
    { kind: 'paragraph', text: "I have read the above Disclosure Regarding Background Reports provided to me by Prospective Employer and I understand that if I sign this Disclosure and Authorization, Prospective Employer may obtain a report of my crash and inspection history. I hereby authorize Prospective Employer and its employees, authorized agents, and/or affiliates to obtain the information authorized above." },
    { kind: 'paragraph', text: "NOTICE: This form is made available to monthly account holders by NIC on behalf of the U.S. Department of Transportation, Federal Motor Carrier Safety Administration (FMCSA). Account holders are required by federal law to obtain an Applicant's written or electronic consent prior to accessing the Applicant's PSP report. Further, account holders are required by FMCSA to use the language contained in this Disclosure and Authorization form to obtain an Applicant's consent. The language must be used in whole, exactly as provided. Further, the language on this form must exist as one stand-alone document. The language may NOT be included with other consent forms or any other language." },
    { kind: 'paragraph', text: "NOTICE: The prospective employment concept referenced in this form contemplates the definition of \"employee\" contained at 49 C.F.R. 383.5." },
    { kind: 'paragraph', text: "LAST UPDATED 2/11/2016" },
  ],
};

export const CLEARINGHOUSE_LIMITED_QUERY: ConsentText = {
  version: 'clearinghouse-limited-query/2026-11-25',
  consent: 'clearinghouse-limited-query',
  language: 'en',
  title: "Consent to limited queries of the FMCSA Drug and Alcohol Clearinghouse",
  agree: "I consent to these limited queries.",
  blocks: [
    { kind: 'paragraph', text: "The FMCSA Drug and Alcohol Clearinghouse is a federal database of drug and alcohol program violations by holders of commercial driver's licenses (CDL) and commercial learner's permits. {carrierName} must query the Clearinghouse at least once a year about each driver it employs who is subject to drug and alcohol testing (49 CFR 382.701(b))." },
    { kind: 'paragraph', text: "I consent to {carrierName}, {carrierAddress}, conducting limited queries of the Clearinghouse about me, including the annual query required by 49 CFR 382.701(b). I give this consent under 49 CFR 382.703(a). It is valid for the duration of my employment with {carrierName}." },
    { kind: 'paragraph', text: "I understand that:" },
    { kind: 'list', items: [
        "A limited query tells {carrierName} only whether the Clearinghouse holds information about me. It does not release that information.",
        "If a limited query shows that the Clearinghouse holds information about me, {carrierName} must conduct a full query within 24 hours. A full query needs my specific consent, which I give electronically inside the Clearinghouse. If the full query is not conducted within 24 hours, {carrierName} must not let me perform safety-sensitive functions, including driving a commercial motor vehicle, until a full query shows that my Clearinghouse record contains no prohibition (49 CFR 382.701(b)(3), 382.703(b) and (d)).",
        "If I refuse to give this consent, {carrierName} may not let me perform safety-sensitive functions (49 CFR 382.703(c)).",
      ] },
    { kind: 'paragraph', text: "This consent does not cover the pre-employment full query. Before I may perform safety-sensitive functions for {carrierName}, it must conduct a full query of the Clearinghouse (49 CFR 382.701(a)). I cannot give my consent to that query on this application: I give it electronically inside the Clearinghouse itself. {carrierName} will send me a consent request there. To see and answer it, I must be registered in the Clearinghouse at clearinghouse.fmcsa.dot.gov. If I refuse that consent, {carrierName} may not let me perform safety-sensitive functions (49 CFR 382.703(c))." },
  ],
};
