import type { Translation } from '@qr/runtime/i18n';
import type { DateTexts } from './messages';

const hindi: Translation<DateTexts> = {
  month1: 'जनवरी',
  month2: 'फ़रवरी',
  month3: 'मार्च',
  month4: 'अप्रैल',
  month5: 'मई',
  month6: 'जून',
  month7: 'जुलाई',
  month8: 'अगस्त',
  month9: 'सितंबर',
  month10: 'अक्टूबर',
  month11: 'नवंबर',
  month12: 'दिसंबर',
  month1Short: 'जन॰',
  month2Short: 'फ़र॰',
  month3Short: 'मार्च',
  month4Short: 'अप्रैल',
  month5Short: 'मई',
  month6Short: 'जून',
  month7Short: 'जुल॰',
  month8Short: 'अग॰',
  month9Short: 'सित॰',
  month10Short: 'अक्टू॰',
  month11Short: 'नव॰',
  month12Short: 'दिस॰',
  periodEarlyNight: 'रात',
  periodMorning: 'सुबह',
  periodAfternoon: 'दोपहर',
  periodEvening: 'शाम',
  periodLateNight: 'रात',
  date: '{day} {month} {year}',
  time: '{period} {hour}:{minute}',
  dateTime: '{date}, {time}',
};

export default hindi;
