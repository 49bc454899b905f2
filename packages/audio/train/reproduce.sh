#!/bin/sh
# Reproduces the shipped weights from the data, from the repository root or anywhere: models/nada-mask
# (training run 5, 384 features wide, from random weights, about two hours on two CPU cores), then
# models/nada-drums-bass (split run 1, about 25 minutes). The argument is MIR-1K's Wavfile folder
# (see README.md).
set -eu
mir1k=${1:?usage: packages/audio/train/reproduce.sh DIR/dataset/mir-1k/Wavfile}
cd "$(dirname "$0")/../../.."
train=packages/audio/train/train.py
# Run 5 as it ran: 3,800 steps on one thread (beside the test command), then resumed on two threads
# up to step 7,400. The export is the best validation, step 6,300 (7.05 / 9.78 dB).
/usr/bin/python3 "$train" --mir1k "$mir1k" --hidden 384 --seed 7 --threads 1 --steps 3800 --minutes 1000
/usr/bin/python3 "$train" --mir1k "$mir1k" --hidden 384 --seed 7 --threads 2 --steps 7400 --minutes 1000 --resume
# Split run 1: the convolutional network with two targets, from random weights, 800 steps; the export
# is the best validation, step 800 (drums 2.76, bass 4.17, the rest 8.89 dB). Its own cache, so the
# vocal run's checkpoints stay as they are.
/usr/bin/python3 "$train" --mir1k "$mir1k" --targets drums,bass --arch conv --hidden 384 --seed 7 --threads 2 \
  --steps 800 --minutes 1000 --half --cache .cache/nada-drums-bass
