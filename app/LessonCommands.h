#pragma once

// The command line's lesson doors (docs/command-line.md): --list-lessons and --handout.

#include <QString>

#include <optional>

namespace attn::app {

/// --list-lessons: the built-in lessons' names, one a line. Returns the exit status.
int listLessons();

/// --handout OUT --lesson NAME [--lang CODE] [--variant CODE]: the lesson's PDF handout.
/// NAME is a name --list-lessons prints or a lesson file's path; `language` is already
/// checked and applied to the interface. Exit 2 for bad usage or a lesson that does not
/// load, 1 when OUT cannot be written.
/// `answerKey` (--answer-key): "end" (also when absent), "none" or "only".
int writeHandout(const QString &out, const QString &lesson, const QString &language,
                 const std::optional<QString> &variant, const std::optional<QString> &answerKey);

} // namespace attn::app
