#include "LessonCommands.h"

#include "Lesson.h"
#include "LessonHandout.h"
#include "LessonVariant.h"
#include "LocalFile.h"

#include <cerrno>
#include <cstdio>
#include <sys/stat.h>

namespace attn::app {

namespace {

enum Exit { Success = 0, Failure = 1, Usage = 2 };

int fail(int status, const QString &what)
{
    std::fprintf(stderr, "error: %s\n", what.simplified().toUtf8().constData());
    return status;
}

} // namespace

int listLessons()
{
    QByteArray out;
    const QList<LessonInfo> lessons = builtInLessons();
    for (const LessonInfo &info : lessons)
        out += info.name.toUtf8() + '\n';
    if (std::fwrite(out.constData(), 1, size_t(out.size()), stdout) != size_t(out.size())
        || std::fflush(stdout) != 0)
        return fail(Failure, QStringLiteral("cannot write to stdout"));
    return Success;
}

int writeHandout(const QString &out, const QString &lesson, const QString &language,
                 const std::optional<QString> &variant, const std::optional<QString> &answerKey)
{
    if (lesson.isEmpty())
        return fail(Usage, QStringLiteral("--handout needs --lesson NAME (a name "
                                          "--list-lessons prints, or a lesson file)"));
    if (!out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        return fail(
            Usage,
            QStringLiteral("--handout %1: the file name must end in .pdf").arg(displayPath(out)));
    ui::HandoutKey key = ui::HandoutKey::AtEnd;
    if (answerKey) {
        if (*answerKey == QLatin1String("none"))
            key = ui::HandoutKey::Omitted;
        else if (*answerKey == QLatin1String("only"))
            key = ui::HandoutKey::Only;
        else if (*answerKey != QLatin1String("end"))
            return fail(Usage,
                        QStringLiteral("--answer-key: expected end, none or only, got \"%1\"")
                            .arg(*answerKey));
    }
    std::optional<quint32> seed;
    if (variant) {
        seed = parseVariantCode(*variant);
        if (!seed)
            return fail(Usage, QStringLiteral("--variant: expected a variant code of five "
                                              "letters and digits (such as 7KQ2M), got \"%1\"")
                                   .arg(*variant));
    }
    QString path;
    const QList<LessonInfo> lessons = builtInLessons();
    for (const LessonInfo &info : lessons)
        if (info.name == lesson)
            path = info.path;
    if (path.isEmpty()) {
        // Only a name that is nothing on disk is "no such file": the loader names what is
        // wrong with anything else by its bytes, as it does for FILE and --train (a name
        // that is not UTF-8, a symbolic link that loops or leads nowhere, a folder).
        struct stat entry;
        if (::lstat(encodeLocalPath(lesson).constData(), &entry) != 0 && errno == ENOENT)
            return fail(Usage, QStringLiteral("--lesson: no built-in lesson named \"%1\" and no "
                                              "such file (--list-lessons lists the names)")
                                   .arg(displayPath(lesson)));
        path = lesson;
    }
    Lesson loaded;
    QString error;
    if (!loadLessonFile(path, loaded, &error))
        return fail(Usage, error);
    if (seed && !lessonHasVariants(loaded))
        return fail(
            Usage,
            QStringLiteral("--variant: the lesson \"%1\" has no varying numbers").arg(lesson));
    if (!ui::exportLessonHandout(loaded, language, seed, out, &error, {}, key))
        return fail(Failure, error);
    return Success;
}

} // namespace attn::app
