#!/bin/sh
# Reproduces the shipped weights from the data, from the repository root or anywhere: models/nada-mask
# (training run 5, 384 features wide, from random weights, about two hours on two CPU cores; run 9,
# the convolutional network, about an hour; both as one model), then models/nada-drums-bass (split
# run 1, about 25 minutes). The argument is MIR-1K's Wavfile folder (see README.md).
set -eu
mir1k=${1:?usage: packages/audio/train/reproduce.sh DIR/dataset/mir-1k/Wavfile}
cd "$(dirname "$0")/../../.."
train=packages/audio/train/train.py
# Run 5 as it ran: 3,800 steps on one thread (beside the test command), then resumed on two threads
# up to step 7,400. The export is the best validation, step 6,300 (7.05 / 9.78 dB).
run5=.cache/nada-mask-run5
/usr/bin/python3 "$train" --mir1k "$mir1k" --hidden 384 --seed 7 --threads 1 --steps 3800 --minutes 1000 --out "$run5"
/usr/bin/python3 "$train" --mir1k "$mir1k" --hidden 384 --seed 7 --threads 2 --steps 7400 --minutes 1000 --resume \
  --out "$run5"
# Run 9: the convolutional network, 2,100 steps on two threads; the export is the best validation,
# step 2,100 (7.71 / 9.93 dB on an AMD EPYC; another CPU computes its sums in another order, and an
# Intel Xeon's run was at 7.89 / 9.95).
/usr/bin/python3 "$train" --mir1k "$mir1k" --arch conv --hidden 384 --seed 7 --threads 2 --steps 2100 \
  --minutes 1000 --cache .cache/run9 --out .cache/run9/export
# Nada Mask is both networks as one model: the mean of their vocals, run 9 counting twice.
/usr/bin/python3 packages/audio/train/ensemble.py --member "dense:$run5/model.onnx" \
  --member conv:.cache/run9/nada-mask.pt --weights 1,2 --out packages/audio/models/nada-mask
# Split run 1: the convolutional network with two targets, from random weights, 800 steps; the export
# is the best validation, step 800 (drums 2.76, bass 4.17, the rest 8.89 dB). Its own cache, so the
# vocal run's checkpoints stay as they are.
/usr/bin/python3 "$train" --mir1k "$mir1k" --targets drums,bass --arch conv --hidden 384 --seed 7 --threads 2 \
  --steps 800 --minutes 1000 --half --cache .cache/nada-drums-bass
