#include "Examples.h"

#include "ScenarioFile.h"

#include <QDir>
#include <QRegularExpression>

namespace attn {

namespace {

QList<ExampleInfo> readBuiltInExamples()
{
    QList<ExampleInfo> list;
    const QDir dir(QStringLiteral(":/examples"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    static const QRegularExpression prefix(QStringLiteral("^\\d+-"));
    for (const QString &file : files) {
        ExampleInfo info;
        info.path = dir.filePath(file);
        info.name = file.chopped(5).remove(prefix);
        Scenario s;
        if (loadScenarioFile(info.path, s, nullptr))
            info.title = QString::fromStdString(s.title);
        if (info.title.isEmpty())
            info.title = info.name;
        list.append(info);
    }
    return list;
}

} // namespace

QList<ExampleInfo> builtInExamples()
{
    // The examples are embedded and never change: read (and validate) them once.
    static const QList<ExampleInfo> examples = readBuiltInExamples();
    return examples;
}

bool loadExample(const QString &name, Scenario &out, QString *error)
{
    const QList<ExampleInfo> examples = builtInExamples();
    for (const ExampleInfo &info : examples)
        if (info.name == name)
            return loadScenarioFile(info.path, out, error);
    if (error)
        *error = QStringLiteral("--example %1: no built-in example of that name "
                                "(attention-lab --list-examples lists them)")
                     .arg(name);
    return false;
}

QString defaultExampleName()
{
    return QStringLiteral("seed000-step-by-step");
}

} // namespace attn
