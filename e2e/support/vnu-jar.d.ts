/** vnu-jar's documented export: the path of the Nu Html Checker's vnu.jar (a String object). */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
