/**
 * The built-in questionnaire in Spanish: the same questionnaire (ids, kinds,
 * option values and order) as BUILTIN_QUESTIONNAIRE, only its texts differ.
 */
import { BUILTIN_QUESTIONNAIRE } from './builtin-questionnaire';
import { translateQuestionnaire } from './questionnaire-translation';

const YES_NO = ['Sí', 'No'] as const;
const HOW_OFTEN = ['Rara vez o nunca', 'Parte del tiempo', 'A menudo', 'La mayor parte del tiempo'] as const;

export const BUILTIN_QUESTIONNAIRE_ES = translateQuestionnaire(BUILTIN_QUESTIONNAIRE, {
  title: 'Su chequeo de salud',
  intro:
    'Nueve preguntas breves sobre cómo se ha sentido últimamente. No hay respuestas correctas ni incorrectas: elija la que mejor se ajuste a usted. Toma unos dos minutos.',
  steps: { 'step-1': 'Su cuerpo', 'step-2': 'Su mente', 'step-3': 'Sus hábitos' },
  categories: {
    'physical-health': 'Salud física',
    'mental-wellbeing': 'Bienestar mental',
    'lifestyle-habits': 'Hábitos de vida',
  },
  questions: {
    q1: {
      prompt:
        'En las últimas dos semanas, ¿cuántos días se movió lo suficiente como para acelerar su frecuencia cardiaca durante 30 minutos o más?',
      options: ['Casi ningún día', 'Algunos días', 'Más o menos la mitad de los días', 'La mayoría de los días'],
    },
    q2: {
      prompt: 'Últimamente, ¿cómo ha estado su energía en un día normal?',
      options: ['Baja la mayor parte del día', 'Con altibajos', 'Casi siempre estable', 'Buena la mayor parte del día'],
    },
    q3: { prompt: '¿Se ha hecho un chequeo médico de rutina en los últimos 12 meses?', options: YES_NO },
    q4: {
      prompt:
        'En las últimas dos semanas, ¿con qué frecuencia se ha sentido tranquilo/a y capaz de manejar lo que se le presentaba?',
      options: HOW_OFTEN,
    },
    q5: {
      prompt:
        'En las últimas dos semanas, ¿con qué frecuencia ha disfrutado de las cosas que normalmente le gusta hacer?',
      options: HOW_OFTEN,
    },
    q6: { prompt: '¿Tiene a alguien con quien hablar cuando las cosas se ponen difíciles?', options: YES_NO },
    q7: {
      prompt: '¿Qué tan descansado/a se siente normalmente al despertar?',
      options: ['Nada descansado/a', 'Un poco descansado/a', 'Bastante descansado/a', 'Muy descansado/a'],
    },
    q8: {
      prompt: 'En una semana normal, ¿cuántos días come frutas o verduras en la mayoría de sus comidas?',
      options: ['De 0 a 1 día', 'De 2 a 3 días', 'De 4 a 5 días', 'De 6 a 7 días'],
    },
    q9: {
      prompt: '¿La mayoría de las semanas se da tiempo para algo que disfruta y que le ayuda a relajarse?',
      options: YES_NO,
    },
  },
});
