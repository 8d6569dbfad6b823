#include "TrainingFile.h"

#include "InputFile.h"
#include "JsonInput.h"

#include <QFile>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace attn {

namespace {

const char *const formatName = "attention-lab-training";

struct Reader
{
    const QJsonObject &object;
    QString where;
    QString *error;

    QString place(const char *key) const { return json::at(where, QLatin1String(key)); }

    bool whole(const char *key, int &out) const
    {
        const QJsonValue v = object.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || std::floor(d) != d || std::fabs(d) > 1e9)
            return json::fail(error, json::expectedGot(place(key), "a whole number", v));
        out = int(d);
        return true;
    }
    bool number(const char *key, double &out) const
    {
        const QJsonValue v = object.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isDouble())
            return json::fail(error, json::expectedGot(place(key), "a number", v));
        out = v.toDouble();
        return true;
    }
    bool boolean(const char *key, bool &out) const
    {
        const QJsonValue v = object.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isBool())
            return json::fail(error, json::expectedGot(place(key), "true or false", v));
        out = v.toBool();
        return true;
    }
    bool text(const char *key, QString &out) const
    {
        const QJsonValue v = object.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isString())
            return json::fail(error, json::expectedGot(place(key), "a string", v));
        out = v.toString();
        return true;
    }
    bool onlyKeys(std::initializer_list<const char *> keys) const
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            bool known = false;
            for (const char *k : keys)
                known = known || it.key() == QLatin1String(k);
            if (!known)
                return json::fail(error, json::at(where, it.key()), QStringLiteral("unknown key"));
        }
        return true;
    }
};

bool readVariant(const QJsonValue &value, const QString &where, TrainingVariant &v, QString *error)
{
    if (!value.isObject())
        return json::fail(error, json::expectedGot(where, "an object", value));
    const QJsonObject o = value.toObject();
    const Reader r{o, where, error};
    if (!r.onlyKeys({"name", "scale", "divisor", "d_k"}))
        return false;
    QString name;
    double divisor = 0;
    int dK = 0;
    if (!r.text("name", name) || !r.boolean("scale", v.scale) || !r.number("divisor", divisor)
        || !r.whole("d_k", dK))
        return false;
    if (!o.contains(QLatin1String("name")))
        return json::fail(error, r.place("name"), QStringLiteral("missing"));
    v.name = name.toStdString();
    if (o.contains(QLatin1String("divisor"))) {
        if (!v.scale)
            return json::fail(error, r.place("divisor"),
                              QStringLiteral("a divisor needs \"scale\": true"));
        v.divisor = divisor;
    }
    if (o.contains(QLatin1String("d_k")))
        v.dK = dK;
    return true;
}

/// The key a message of trainingSpecProblem() names, with the file's spelling.
QString problem(const std::string &message)
{
    return QString::fromStdString(message);
}

QJsonArray series(const std::vector<StepRecord> &records, double StepRecord::*field)
{
    QJsonArray a;
    for (const StepRecord &r : records)
        a.append(r.*field);
    return a;
}

QJsonObject specObject(const TrainingSpec &s)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QLatin1String(formatName));
    o.insert(QStringLiteral("version"), 1);
    if (!s.title.empty())
        o.insert(QStringLiteral("title"), QString::fromStdString(s.title));
    o.insert(QStringLiteral("task"), QLatin1String(taskInfo(s.task).id));
    o.insert(QStringLiteral("sequence_length"), s.length);
    o.insert(QStringLiteral("symbols"), s.symbols);
    o.insert(QStringLiteral("d_model"), s.dModel);
    o.insert(QStringLiteral("heads"), s.heads);
    o.insert(QStringLiteral("residual"), s.residual);
    o.insert(QStringLiteral("positional"), s.positional);
    o.insert(QStringLiteral("optimizer"),
             s.optimizer == Optimizer::Adam ? QStringLiteral("adam") : QStringLiteral("sgd"));
    o.insert(QStringLiteral("learning_rate"), s.learningRate);
    o.insert(QStringLiteral("clip_norm"), s.clipNorm);
    o.insert(QStringLiteral("batch_size"), s.batchSize);
    o.insert(QStringLiteral("steps"), s.steps);
    o.insert(QStringLiteral("seed"), double(s.seed));
    o.insert(QStringLiteral("snapshot_every"), s.snapshotEvery);
    QJsonArray variants;
    for (const TrainingVariant &v : s.variants) {
        QJsonObject vo;
        vo.insert(QStringLiteral("name"), QString::fromStdString(v.name));
        vo.insert(QStringLiteral("scale"), v.scale);
        if (v.divisor)
            vo.insert(QStringLiteral("divisor"), *v.divisor);
        if (v.dK)
            vo.insert(QStringLiteral("d_k"), *v.dK);
        variants.append(vo);
    }
    o.insert(QStringLiteral("variants"), variants);
    return o;
}

} // namespace

bool readTrainingSpec(const QByteArray &bytes, TrainingSpec &out, QString *error)
{
    QJsonObject root;
    if (!json::readObject(bytes, root, error))
        return false;
    const Reader r{root, QString(), error};
    if (!r.onlyKeys({"format", "version", "title", "task", "sequence_length", "symbols", "d_model",
                     "heads", "residual", "positional", "optimizer", "learning_rate", "clip_norm",
                     "batch_size", "steps", "seed", "snapshot_every", "variants"}))
        return false;
    const QJsonValue format = root.value(QLatin1String("format"));
    if (!format.isUndefined() && format.toString() != QLatin1String(formatName))
        return json::fail(error, QStringLiteral("format"),
                          QStringLiteral("expected \"%1\"").arg(QLatin1String(formatName)));
    if (!json::readsVersion1(root, error))
        return false;
    TrainingSpec s;
    QString title, task, optimizer;
    double seed = 0;
    if (!r.text("title", title) || !r.text("task", task) || !r.whole("sequence_length", s.length)
        || !r.whole("symbols", s.symbols) || !r.whole("d_model", s.dModel)
        || !r.whole("heads", s.heads) || !r.boolean("residual", s.residual)
        || !r.boolean("positional", s.positional) || !r.text("optimizer", optimizer)
        || !r.number("learning_rate", s.learningRate) || !r.number("clip_norm", s.clipNorm)
        || !r.whole("batch_size", s.batchSize) || !r.whole("steps", s.steps)
        || !r.number("seed", seed) || !r.whole("snapshot_every", s.snapshotEvery))
        return false;
    s.title = title.toStdString();
    if (!root.contains(QLatin1String("task")))
        return json::fail(error, QStringLiteral("task"), QStringLiteral("missing"));
    if (!taskFromId(task.toStdString(), s.task)) {
        QStringList ids;
        for (const TaskInfo &info : trainingTasks())
            ids << QLatin1String(info.id);
        return json::fail(
            error, QStringLiteral("task"),
            QStringLiteral("\"%1\" is not one of %2").arg(task, ids.join(QStringLiteral(", "))));
    }
    if (optimizer == QLatin1String("sgd"))
        s.optimizer = Optimizer::Sgd;
    else if (!optimizer.isEmpty() && optimizer != QLatin1String("adam"))
        return json::fail(
            error, QStringLiteral("optimizer"),
            QStringLiteral("expected \"adam\" or \"sgd\", got \"%1\"").arg(optimizer));
    if (std::floor(seed) != seed || seed < 0 || seed > 9007199254740992.0)
        return json::fail(error, QStringLiteral("seed"),
                          QStringLiteral("expected a whole number from 0 to 2^53"));
    s.seed = std::uint64_t(seed);
    const QJsonValue variants = root.value(QLatin1String("variants"));
    if (!variants.isUndefined()) {
        if (!variants.isArray())
            return json::fail(error,
                              json::expectedGot(QStringLiteral("variants"), "an array", variants));
        const QJsonArray a = variants.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            TrainingVariant v;
            if (!readVariant(a.at(i), json::at(QStringLiteral("variants"), i), v, error))
                return false;
            s.variants.push_back(v);
        }
    }
    const std::string why = trainingSpecProblem(s);
    if (!why.empty())
        return json::fail(error, problem(why));
    out = withDefaultVariants(s);
    return true;
}

bool loadTrainingSpecFile(const QString &path, TrainingSpec &out, QString *error)
{
    QFile file(path);
    QString why;
    QByteArray bytes;
    if (!openInputFile(file, &why) || !readInput(&file, bytes, &why)
        || !readTrainingSpec(bytes, out, &why))
        return inFile(path, why, error);
    return true;
}

QByteArray trainingSpecJson(const TrainingSpec &spec)
{
    return QJsonDocument(specObject(spec)).toJson(QJsonDocument::Indented);
}

QStringList trainingExampleNames()
{
    return {QStringLiteral("divisor-matters"),
            QStringLiteral("what-a-head-learns"),
            QStringLiteral("copy"),
            QStringLiteral("reverse"),
            QStringLiteral("previous-token"),
            QStringLiteral("sort")};
}

bool trainingExample(const QString &name, TrainingSpec &out, QString *error)
{
    TrainingSpec s;
    s.seed = 7;
    if (name == QLatin1String("divisor-matters") || name == QLatin1String("what-a-head-learns")) {
        // Four pairs and a query: small enough to read, and the divisor decides whether
        // the attention learns at all (lessons 7 and 8 quote these runs).
        s.title = name == QLatin1String("divisor-matters") ? "Why the divisor matters for learning"
                                                           : "What a head learns";
        s.task = TaskKind::AssociativeRecall;
        s.length = 5;
        s.symbols = 8;
        s.dModel = 32;
        s.heads = 1;
        s.learningRate = 0.01;
        s.steps = 200;
        if (name == QLatin1String("what-a-head-learns"))
            s.variants.push_back(TrainingVariant{"scaled", true, std::nullopt, std::nullopt});
    } else {
        TaskKind kind;
        if (!trainingExampleNames().contains(name) || !taskFromId(name.toStdString(), kind)) {
            if (error)
                *error = QStringLiteral("no built-in training spec \"%1\" (there are: %2)")
                             .arg(name, trainingExampleNames().join(QStringLiteral(", ")));
            return false;
        }
        s.title = taskInfo(kind).name;
        s.task = kind;
        s.length = 12;
        s.symbols = 8;
        s.dModel = 32;
        s.heads = 2;
        s.learningRate = 3e-3;
        s.steps = 300;
    }
    out = withDefaultVariants(s);
    return true;
}

QByteArray trainingResultJson(const Comparison &c)
{
    QJsonObject root;
    root.insert(QStringLiteral("spec"), specObject(c.spec()));
    QJsonArray variants;
    const std::vector<std::string> names = ModelParameters::names(c.spec().positional);
    for (int i = 0; i < c.variantCount(); ++i) {
        const VariantRun &run = c.variant(i);
        QJsonObject v;
        v.insert(QStringLiteral("name"), QString::fromStdString(run.variant.name));
        v.insert(QStringLiteral("d_k"), run.shape.dK());
        v.insert(QStringLiteral("divisor"), run.shape.effectiveDivisor());
        QJsonArray steps;
        for (const StepRecord &r : run.records)
            steps.append(r.step);
        QJsonObject s;
        s.insert(QStringLiteral("step"), steps);
        s.insert(QStringLiteral("loss"), series(run.records, &StepRecord::loss));
        s.insert(QStringLiteral("accuracy"), series(run.records, &StepRecord::accuracy));
        s.insert(QStringLiteral("gradient_norm"), series(run.records, &StepRecord::gradientNorm));
        QJsonObject perParameter;
        for (size_t p = 0; p < names.size(); ++p) {
            QJsonArray a;
            for (const StepRecord &r : run.records)
                a.append(r.parameterNorms[p]);
            perParameter.insert(QString::fromStdString(names[p]), a);
        }
        s.insert(QStringLiteral("parameter_gradient_norms"), perParameter);
        s.insert(QStringLiteral("mean_max_weight"),
                 series(run.records, &StepRecord::meanMaxWeight));
        s.insert(QStringLiteral("mean_entropy"), series(run.records, &StepRecord::meanEntropy));
        s.insert(QStringLiteral("mean_jacobian_norm"),
                 series(run.records, &StepRecord::meanJacobianNorm));
        v.insert(QStringLiteral("series"), s);
        if (run.failed)
            v.insert(QStringLiteral("error"), QString::fromStdString(run.error));
        v.insert(QStringLiteral("final_accuracy"), c.heldOutAccuracy(i));
        variants.append(v);
    }
    root.insert(QStringLiteral("variants"), variants);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace attn
