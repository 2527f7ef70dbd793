import {
  ACCIDENT_PROCEDURE,
  APPLICANT_CERTIFICATION,
  ELECTRONIC_SIGNATURE_CONSENT,
  INVESTIGATION_NOTICE,
  PHONE_AND_SEAT_BELT_POLICY,
  INQUIRIES_AUTHORIZATION,
  type AgreementText,
} from './agreement-texts';

/**
 * The Spanish of the texts an applicant agrees to (lib/signed-content/agreement-texts.ts): faithful translations in
 * formal US Spanish, each with a version of its own and the version of the English wording it translates
 * (`translates`), which the staff page and the PDF of record print beside it as the original. Each has the English
 * text's structure (title, intro, the same sections or points, closing), so the same components show either.
 *
 * Like the English ones these are published wordings: a stored application will name the versions its applicant
 * saw and its signature digest will cover their words (lib/signed-content/server/signed-texts.test.ts pins each by SHA-256).
 * Change one by adding a new version beside it, never by editing it.
 */

/** The English text's shape with words of its own (the English texts with fixed shapes are typed `as const`). */
export type SameShape<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly SameShape<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: SameShape<T[Key]> }
      : T;

/** A translation, and the version of the English wording it translates. */
export type Translation<English> = SameShape<English> & { readonly translates: string };
type PublishedTranslation = { readonly version: string; readonly translates: string };

export const ACCIDENT_PROCEDURE_ES: Translation<AgreementText> = {
  version: 'accident-procedure/es/2026-11-25',
  translates: ACCIDENT_PROCEDURE.version,
  title: 'Procedimiento para reportar accidentes',
  intro: 'Si usted tiene un accidente, por pequeño que sea, siga estos pasos:',
  points: [
    'Deténgase en un lugar seguro, encienda las luces intermitentes de emergencia y llame a la policía (al 911 si hay alguna persona lesionada). Después llame a la compañía para reportar el accidente.',
    'Permanezca en el lugar del accidente hasta que la policía le indique que puede retirarse.',
    'Pídale al oficial de policía una tarjeta de presentación con su nombre y su número de placa policial.',
    'Pídale al oficial el número del accidente (del reporte).',
    'Obtenga el nombre, la dirección, el número de teléfono y el número de licencia de conducir del otro conductor, así como su compañía de seguros y su número de póliza.',
    'Anote el año, la marca, el modelo, el color y el número de placas (matrícula) del otro vehículo.',
    'Obtenga los nombres y números de teléfono de todos los testigos.',
    'Tome fotografías de cada vehículo involucrado, de los daños y del lugar del accidente, incluidas las señales de tránsito y las condiciones del camino.',
    'Anote su velocidad, la dirección en la que viajaba y el lugar exacto (calle o carretera, marcador de milla, ciudad).',
    'Regrese a la compañía cliente para la que estaba manejando y repórtese con su supervisor en ese lugar.',
    'Envíe toda esta información, incluidas la tarjeta del oficial, el número del accidente y las fotografías, a la oficina de la agencia de personal el mismo día.',
  ],
  closing: 'No hable sobre quién tuvo la culpa con nadie en el lugar del accidente, excepto con la policía.',
};

export const PHONE_AND_SEAT_BELT_POLICY_ES: Translation<AgreementText> = {
  version: 'phone-seat-belt-policy/es/2026-11-25',
  translates: PHONE_AND_SEAT_BELT_POLICY.version,
  title: 'Política de teléfonos celulares y cinturones de seguridad para conductores comerciales',
  sections: [
    {
      heading: 'Teléfonos celulares',
      text:
        'Las normas federales de seguridad prohíben a los conductores de vehículos motorizados comerciales sostener ' +
        'un teléfono móvil en la mano, o enviar mensajes de texto, mientras manejan, y eso incluye estar detenido en ' +
        'el tráfico o ante un semáforo en rojo. Usted puede usar el teléfono solamente en modo manos libres (con un ' +
        'solo toque para contestar o terminar una llamada), o después de haberse salido del camino y haberse detenido ' +
        'en un lugar seguro. El conductor que no cumpla esta norma se expone a una multa civil federal de hasta $2,750 ' +
        'por cada infracción, y las infracciones repetidas pueden descalificarlo para operar un vehículo motorizado ' +
        'comercial.',
    },
    {
      heading: 'Cinturones de seguridad',
      text:
        'Use su cinturón de seguridad en todo momento mientras el vehículo esté en movimiento, y asegúrese de que ' +
        'cualquier pasajero también lo use.',
    },
    {
      heading: 'No maneje pegado al vehículo de adelante',
      text:
        'Mantenga una distancia de seguimiento segura: por lo menos un segundo por cada 10 pies de largo del ' +
        'vehículo, más un segundo adicional a más de 40 mph, y más tiempo con lluvia, nieve o neblina. No se tolera ' +
        'manejar pegado al vehículo de adelante.',
    },
  ],
  closing:
    'Cualquier infracción o multa por usar el teléfono, por no usar el cinturón de seguridad o por manejar pegado al ' +
    'vehículo de adelante es responsabilidad exclusiva del conductor.',
};

/** Printed directly above the applicant's signature: the certification 49 CFR 391.21(b)(12) asks for. */
export const APPLICANT_CERTIFICATION_ES: Translation<typeof APPLICANT_CERTIFICATION> = {
  version: 'certification/es/2026-11-25',
  translates: APPLICANT_CERTIFICATION.version,
  text:
    'Por medio de la presente certifico que esta solicitud fue llenada por mí, y que todos los datos anotados en ella ' +
    'y toda la información que contiene son verdaderos y completos a mi leal saber y entender.',
};

/** The notice 49 CFR 391.21(d) requires, shown before the applicant signs. */
export const INVESTIGATION_NOTICE_ES: Translation<typeof INVESTIGATION_NOTICE> = {
  version: 'investigation-notice/es/2026-11-25',
  translates: INVESTIGATION_NOTICE.version,
  title: 'Aviso: investigación de su historial de desempeño en seguridad',
  paragraphs: [
    'La información que usted proporcione sobre sus empleadores anteriores podrá usarse, y podrá contactarse a sus empleadores anteriores, para investigar su historial de desempeño en seguridad, según lo exige el 49 CFR 391.23(d) y (e).',
    'Usted tiene derecho a revisar la información que proporcionen sus empleadores anteriores, a que el empleador anterior corrija los errores que contenga y nos envíe la información corregida, y a que se adjunte una declaración de refutación a la información que usted considere incorrecta si usted y el empleador anterior no llegan a un acuerdo sobre ella (49 CFR 391.23(i)).',
  ],
  acknowledgment: 'He leído este aviso.',
};

/** The applicant's consent to sign electronically (ESIGN Act, 49 CFR 390.32). */
export const ELECTRONIC_SIGNATURE_CONSENT_ES: Translation<typeof ELECTRONIC_SIGNATURE_CONSENT> = {
  version: 'esign-consent/es/2026-11-25',
  translates: ELECTRONIC_SIGNATURE_CONSENT.version,
  text:
    'Acepto firmar esta solicitud electrónicamente. Mi firma trazada a continuación tiene el mismo efecto que mi firma ' +
    'autógrafa en papel.',
};

/** The driver's authorization of the 391.23 inquiries to previous employers (49 CFR 391.23, 40.25). */
export const INQUIRIES_AUTHORIZATION_ES: Translation<typeof INQUIRIES_AUTHORIZATION> = {
  version: 'safety-history-authorization/es/2026-11-25',
  translates: INQUIRIES_AUTHORIZATION.version,
  title: 'Autorización: los registros de sus empleadores anteriores',
  text:
    'Autorizo al autotransportista (motor carrier) al que presento esta solicitud a pedir a cada empleador anterior ' +
    'mencionado en esta solicitud mi historial de desempeño en seguridad de los tres años anteriores a esta ' +
    'solicitud, según lo exige el 49 CFR 391.23, y autorizo a esos empleadores a proporcionarlo: la verificación de ' +
    'mi empleo; los accidentes en los que estuve involucrado (49 CFR 390.15(b)); y, conforme al 49 CFR 40.25 y ' +
    '391.23(e), mi historial de pruebas de drogas y alcohol: pruebas de alcohol con una concentración de 0.04 o ' +
    'mayor, pruebas de drogas con resultado positivo verificado, negativas a someterme a pruebas (incluidos los ' +
    'resultados de pruebas de drogas verificados como adulterados o sustituidos), otras infracciones de las normas ' +
    'del DOT sobre pruebas de drogas y alcohol y, después de cualquier infracción de ese tipo, la documentación de ' +
    'que cumplí con los requisitos del DOT para el regreso al servicio (return-to-duty). He leído el aviso anterior ' +
    'sobre mis derechos a revisar, corregir y refutar esta información.',
};

/** Every Spanish wording ever published, by version (as SIGNED_TEXTS_BY_VERSION holds the English ones). */
export const SPANISH_TEXTS_BY_VERSION: ReadonlyMap<string, PublishedTranslation> = new Map<string, PublishedTranslation>(
  [
    ACCIDENT_PROCEDURE_ES,
    PHONE_AND_SEAT_BELT_POLICY_ES,
    APPLICANT_CERTIFICATION_ES,
    INVESTIGATION_NOTICE_ES,
    ELECTRONIC_SIGNATURE_CONSENT_ES,
    INQUIRIES_AUTHORIZATION_ES,
  ].map((text) => [text.version, text]),
);

/** The Spanish to show for an English wording, by the English version (the newest translation of it). */
export const SPANISH_BY_ENGLISH_VERSION: ReadonlyMap<string, PublishedTranslation> = new Map(
  [...SPANISH_TEXTS_BY_VERSION.values()].map((text) => [text.translates, text]),
);
