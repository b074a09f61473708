import { useController, useFormContext } from 'react-hook-form';
import { WEEKDAYS, type Weekday } from '#shared/constants.ts';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { WEEKDAY_LABELS, type DayHours, type ListingFormValues } from '../listing-form-values.ts';
import { FormSection } from './form-section.tsx';

/** Opening hours: each weekday open (from and to) or closed. */
export function HoursSection() {
  const { control } = useFormContext<ListingFormValues>();
  const {
    field: { value: hours, onChange },
  } = useController({ control, name: 'horariosANUNCIO' });
  const setHours = (day: Weekday, change: Partial<DayHours>) =>
    onChange({ ...hours, [day]: { ...hours[day], ...change } });
  return (
    <FormSection id="horarios-titulo" title="Horários de atendimento">
      <ul className="divide-y divide-slate-200">
        {WEEKDAYS.map((day) => {
          const dayHours = hours[day];
          return (
            <li key={day} className="flex flex-wrap items-center gap-3 py-2">
              <CheckboxField
                className="w-44"
                checked={dayHours.aberto}
                onChange={(event) => setHours(day, { aberto: event.target.checked })}
              >
                {WEEKDAY_LABELS[day]}
              </CheckboxField>
              {dayHours.aberto ? (
                <div className="flex items-center gap-2">
                  <TextField
                    label={`${WEEKDAY_LABELS[day]}: abre às`}
                    isLabelHidden
                    type="time"
                    value={dayHours.das}
                    onChange={(event) => setHours(day, { das: event.target.value })}
                  />
                  <span aria-hidden="true">às</span>
                  <TextField
                    label={`${WEEKDAY_LABELS[day]}: fecha às`}
                    isLabelHidden
                    type="time"
                    value={dayHours.as}
                    onChange={(event) => setHours(day, { as: event.target.value })}
                  />
                </div>
              ) : (
                <span className="text-[15px] text-slate-600">Fechado</span>
              )}
            </li>
          );
        })}
      </ul>
    </FormSection>
  );
}
