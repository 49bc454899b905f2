"""Exports the weighted mean of several trained networks as one ONNX model for Nada's onnx engine.

    python3 packages/audio/train/ensemble.py --member dense:RUN5.onnx --member conv:RUN9.pt \\
        --weights 1,1 --out packages/audio/models/nada-mask

Each member is an architecture (`dense`: MaskNet, `conv`: ConvMaskNet, both 384 features wide) and its
weights: a checkpoint of train.py (`nada-mask.pt`) or, for a dense member, an exported model.onnx. The
exported model returns the weighted mean of the members' vocal spectrograms (the weights scaled to sum
to 1), with its weights stored as 16-bit floats. Networks of different shapes make different mistakes,
so their mean is nearer the voice than either (docs/benchmarks.md). See README.md beside this file.
"""

import argparse
import os
import sys

import torch
from torch import nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import train  # noqa: E402


class Ensemble(nn.Module):
    """The weighted mean of `members`' outputs (vocal spectrograms of one input)."""

    def __init__(self, members, weights):
        super().__init__()
        total = sum(weights)
        self.members = nn.ModuleList(members)
        self.shares = [weight / total for weight in weights]

    def forward(self, spec):
        return sum(share * member(spec) for share, member in zip(self.shares, self.members))


def load_member(spec, hidden):
    """A network from `arch:path` (see the module's docstring), in eval mode."""
    arch, _, path = spec.partition(':')
    if arch not in ('dense', 'conv') or not path:
        sys.exit(f'--member {spec}: expected dense:PATH or conv:PATH')
    model = train.ConvMaskNet(hidden=hidden) if arch == 'conv' else train.MaskNet(hidden=hidden)
    if path.endswith('.onnx'):
        if arch != 'dense':
            sys.exit(f'--member {spec}: only a dense member can be read from an exported model')
        train.load_onnx(model, path)
    else:
        state = torch.load(path)
        model.load_state_dict(state.get('model', state))
    return model.eval()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--member', action='append', required=True, help='arch:path, once per network')
    parser.add_argument('--weights', default='', help='one weight per member, comma separated (equal if left out)')
    parser.add_argument('--hidden', type=int, default=384)
    parser.add_argument('--out', default=os.path.join(train.REPO, 'packages', 'audio', 'models', 'nada-mask'))
    args = parser.parse_args()
    weights = [float(w) for w in args.weights.split(',')] if args.weights else [1.0] * len(args.member)
    if len(weights) != len(args.member) or not all(w > 0 for w in weights):
        sys.exit('--weights needs one positive weight per --member')
    model = Ensemble([load_member(spec, args.hidden) for spec in args.member], weights)
    os.makedirs(args.out, exist_ok=True)
    train.export(model, args.out, half=True)
    print(f'exported {len(args.member)} networks, shares {[round(s, 3) for s in model.shares]}, to {args.out}',
          flush=True)


if __name__ == '__main__':
    main()
