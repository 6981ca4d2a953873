/// `text` with each of its elements (characters or scalars) that `replacement` names replaced by
/// what it names; the others kept as they are.
func escaped<Elements: Sequence>(_ text: Elements, _ replacement: (Elements.Element) -> String?) -> String
where Elements.Element: CustomStringConvertible {
  var result = ""
  for element in text { result += replacement(element) ?? element.description }
  return result
}
